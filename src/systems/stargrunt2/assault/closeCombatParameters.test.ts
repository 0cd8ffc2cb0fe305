import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { bruteForceCloseAssault } from '../../../../testing/systems/stargrunt2/assault/closeAssault/bruteForceCloseAssault.js';
import {
  closeAssaultCell,
  exactCloseAssaultCounters,
  side,
} from '../../../../testing/systems/stargrunt2/assault/closeAssault/testCells.js';
import { bruteForcePair } from '../../../../testing/systems/stargrunt2/assault/pair/bruteForcePair.js';
import { closeCombatPairCell } from '../../../../testing/systems/stargrunt2/assault/pair/testCells.js';
import closeAssaultKernel from './closeAssault/closeAssaultKernel.js';
import { exactCloseAssault } from './closeAssault/exactCloseAssault.js';
import closeCombatPairKernel from './pair/closeCombatPairKernel.js';
import { exactCloseCombatPair } from './pair/exactCloseCombatPair.js';

/** The rulebook's flamer example: a Veteran in light power armour with a flamer against a Regular. */
const FLAMER = {
  attacker: { quality: 'veteran', weapon: 'flame', armour: 'light-power' },
  defender: { quality: 'regular', cover: 'soft' },
};

describe('close-combat parameters: the dice they give (hand-worked)', () => {
  it('power-armour-close-combat double (the book): D12 doubled against a D8 in the cover round, then against a D6', () => {
    const c = closeCombatPairCell(FLAMER);
    expect([c.attackerFirst, c.defenderFirst]).toEqual([
      { sides: 12, multiplier: 2 },
      { sides: 8, multiplier: 1 },
    ]);
    expect([c.attacker, c.defender]).toEqual([
      { sides: 12, multiplier: 2 },
      { sides: 6, multiplier: 1 },
    ]);
    expect(
      closeCombatPairCell({ ...FLAMER, rules: { 'power-armour-close-combat': 'double', 'defender-cover-shift': 1 } }),
    ).toEqual(c);
  });

  it('shift-1: the suit is one more open shift, two past the D12 taken off the opponent (D8 + cover → D6, then D8 → D4)', () => {
    const c = closeCombatPairCell({ ...FLAMER, rules: { 'power-armour-close-combat': 'shift-1' } });
    // Veteran D10 + flamer 2 + suit 1: two types past the D12; the Regular's D8 + cover (D10) less two is a D6.
    expect([c.attackerFirst, c.defenderFirst]).toEqual([
      { sides: 12, multiplier: 1 },
      { sides: 6, multiplier: 1 },
    ]);
    expect([c.attacker, c.defender]).toEqual([
      { sides: 12, multiplier: 1 },
      { sides: 4, multiplier: 1 },
    ]);
  });

  it('none: the suit gives nothing; defender-cover-shift 0: no first-round bonus', () => {
    const c = closeCombatPairCell({
      ...FLAMER,
      rules: { 'power-armour-close-combat': 'none', 'defender-cover-shift': 0 },
    });
    expect([c.attackerFirst, c.defenderFirst, c.attacker, c.defender]).toEqual([
      { sides: 12, multiplier: 1 },
      { sides: 6, multiplier: 1 },
      { sides: 12, multiplier: 1 },
      { sides: 6, multiplier: 1 },
    ]);
  });

  it("power-armour-odds 3: six Powered Troopers (= 18) against four defenders are 4:1, threat 4 (the book's 2 makes it 3)", () => {
    const input = {
      attacker: side('veteran', 6, { armour: 'light-power' }),
      defender: side('regular', 4),
      distance: 0,
    };
    expect(closeAssaultCell(input).standNeeded).toBe(2 + 3);
    expect(closeAssaultCell({ ...input, rules: { 'power-armour-odds': 3 } }).standNeeded).toBe(2 + 4);
  });
});

describe('close-combat parameters: exact against the plain enumerations, Monte Carlo against exact', () => {
  const pairRules = [
    { 'power-armour-close-combat': 'shift-2' },
    { 'power-armour-close-combat': 'none', 'defender-cover-shift': 2 },
  ];
  pairRules.forEach((rules, i) => {
    it(`close-combat-pair with ${JSON.stringify(rules)}`, () => {
      const c = closeCombatPairCell({ ...FLAMER, rules });
      const exact = exactCloseCombatPair(c);
      const d = (x: { sides: number; multiplier: number }) => [x.sides, x.multiplier];
      const brute = bruteForcePair(d(c.attackerFirst), d(c.defenderFirst), d(c.attacker), d(c.defender));
      expect(exact.outcomes.attacker_wins).toBeCloseTo(brute.attacker, 14);
      brute.rounds.forEach((p, r) => expect(exact.distributions.rounds[r]).toBeCloseTo(p, 14));
      expectKernelMatchesExact(closeCombatPairKernel, c, exact, 200_000, 610 + i);
    });
  });

  it('close-assault with shift-1, defender-cover-shift 2 and power-armour-odds 1', () => {
    const c = closeAssaultCell({
      rules: { 'power-armour-close-combat': 'shift-1', 'defender-cover-shift': 2, 'power-armour-odds': 1 },
      attacker: side('regular', 3, { armour: 'light-power' }),
      defender: side('green', 2, { cover: 'soft' }),
      distance: 0,
    });
    const exact = exactCloseAssaultCounters(c);
    bruteForceCloseAssault(c).forEach((p, i) => expect(exact[i], `counter ${i}`).toBeCloseTo(p, 11));
    expectKernelMatchesExact(closeAssaultKernel, c, exactCloseAssault(c), 200_000, 620);
  });
});
