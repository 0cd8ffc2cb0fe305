/** Every designer-facing message of the Stargrunt II close-assault resolutions, in one place. */
export const assaultMessages = {
  unknownArmour: (name: string) => `unknown armour "${name}"`,
  armourExpected: (names: readonly string[]) => `an armour name: ${names.join(', ')}`,
  attackerMayNotAssault: (level: string) => `a unit at ${level} may not attempt a close assault (INITIATING CLOSE ASSAULT)`,
  defenderAutoRouts: (level: string) => `the defenders are ${level}: they drop to ROUTED and withdraw without a test`,
  threats: (charge: number, stand: number) =>
    `attacker's reaction test to charge: exceed ${charge}; defender's confidence test to stand: exceed ${stand}`,
  defensiveFireWithoutFigures: 'defensive fire needs troops: give defender.troops, or leave it out for no fire',
  fireRefused: (message: string) => `final defensive fire: ${message}`,
  contactAlways: 'the first combat move always reaches the defenders: there is no final defensive fire',
  pairDice: (a: string, d: string, a1: string, d1: string) =>
    `dice: attacker ${a1}, defender ${d1} in the first round; ${a} against ${d} after`,
};
