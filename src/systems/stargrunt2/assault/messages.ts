import type { NameKind } from '../../../core/lookUpName.js';

/** Every designer-facing message of the Stargrunt II close-assault resolutions, in one place. */
export const assaultMessages = {
  attackerMayNotAssault: (level: string) =>
    `a unit at ${level} may not attempt a close assault (INITIATING CLOSE ASSAULT)`,
  defenderAutoRouts: (level: string) => `the defenders are ${level}: they drop to ROUTED and withdraw without a test`,
  threats: (charge: number, stand: number) =>
    `attacker's reaction test to charge: exceed ${charge}; defender's confidence test to stand: exceed ${stand}`,
  defensiveFireWithoutFigures: 'defensive fire needs troops: give defender.troops, or leave it out for no fire',
  fireRefused: (message: string) => `final defensive fire: ${message}`,
  contactAlways: 'the first combat move always reaches the defenders: there is no final defensive fire',
  combinedBeyondExact: (attackers: number, defenders: number, maxA: number, maxD: number) =>
    `a combined close assault of ${attackers} attacking figures against ${defenders} is beyond exact enumeration (at most ${maxA} attacking figures, all units together, against ${maxD} defenders)`,
  combinedThreats: (charges: readonly number[], stand: number) =>
    `combined assault: reaction tests to charge: exceed ${charges.join(', ')} (unit by unit); defenders' confidence test to stand against all of them: exceed ${stand}`,
  pairDice: (a: string, d: string, a1: string, d1: string) =>
    `dice: attacker ${a1}, defender ${d1} in the first round; ${a} against ${d} after`,
};

/** How an unknown armour name is worded in the close-assault resolutions (see lookUpName). */
export const assaultNames = {
  armour: { kind: 'armour', expected: 'an armour name' },
} satisfies Record<string, NameKind>;
