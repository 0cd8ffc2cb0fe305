import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForcePair as bruteForce } from '../../../../../testing/systems/stargrunt2/assault/pair/bruteForcePair.js';
import {
  closeCombatPairCell,
  closeCombatPairIssues,
} from '../../../../../testing/systems/stargrunt2/assault/pair/testCells.js';
import { closeCombatDice } from '../closeCombatDice.js';
import { closeCombatFigure } from '../figureShift.js';
import { groupOutcome } from '../groupOutcome.js';
import closeCombatPairKernel from './closeCombatPairKernel.js';
import { exactCloseCombatPair } from './exactCloseCombatPair.js';

const cell = closeCombatPairCell;
const issues = closeCombatPairIssues;

describe('close-combat-pair', () => {
  it("the rulebook's example: power armour against light infantry, the flamer's open shift", () => {
    // Regular light infantry D8; the shotgun shifts two types to D12. Veteran PA troopers D10: the APW gives
    // nothing, the flamer two types — one raises him to D12, the other drops each of his opponents to D6.
    const lightInfantry = { quality: 8, shift: 0, powerArmour: false };
    const shotgun = { quality: 8, shift: 2, powerArmour: false };
    const flamerPA = { quality: 10, shift: 2, powerArmour: true };
    const apwPA = { quality: 10, shift: 0, powerArmour: true };
    const [flamer, infantry] = closeCombatDice(flamerPA, lightInfantry);
    expect(flamer).toEqual({ sides: 12, multiplier: 2 });
    expect(infantry).toEqual({ sides: 6, multiplier: 1 });
    const [shotgunDie, apw] = closeCombatDice(shotgun, apwPA);
    expect(shotgunDie).toEqual({ sides: 12, multiplier: 1 });
    expect(apw).toEqual({ sides: 10, multiplier: 2 });
    // "the two light infantry with the D6s score 3 and 5, while the PA trooper ... gets a 4 ... DOUBLED ... 8,
    // thus beating BOTH his opponents"; "the shotgun-armed soldier" rolls 10 against 3 doubled to 6 and wins.
    expect([3, 5].every((roll) => 4 * flamer.multiplier > roll * infantry.multiplier)).toBe(true);
    expect(10 * shotgunDie.multiplier > 3 * apw.multiplier).toBe(true);
    // The same scenario through the resolution's normalizer (names → dice).
    const pair = cell({
      attacker: { quality: 'veteran', weapon: 'flame', armour: 'light-power' },
      defender: { quality: 'regular' },
    });
    expect([pair.attackerFirst, pair.defenderFirst]).toEqual([flamer, infantry]);
    // The flamer's chance of downing both his D6 opponents in that round, against a plain enumeration.
    let both = 0;
    for (let c = 1; c <= 12; c++)
      for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (2 * c > x && 2 * c > y) both++;
    expect(groupOutcome(flamer, infantry, 2)[2]).toBeCloseTo(both / (12 * 36), 14);
  });

  it("the building blocks' documented examples", () => {
    const d6 = { sides: 6, multiplier: 1 };
    [1 / 6, 15 / 36, 15 / 36, 0].forEach((p, i) => expect(groupOutcome(d6, d6, 1)[i]).toBeCloseTo(p, 15));
    expect(
      closeCombatFigure({ quality: 'veteran', weapon: 'flame', armour: 'light-power' }, 0, ['attacker'], []),
    ).toEqual({ quality: 10, shift: 2, powerArmour: true });
  });

  it('first-round cover bonus, open shift past D12 onto the opponent, later rounds without it', () => {
    const c = cell({
      attacker: { quality: 'regular', weapon: 'shotgun' },
      defender: { quality: 'elite', weapon: 'edged', cover: 'soft' },
    });
    // Elite D12 + edged + cover = two past D12: the shotgun's D12 drops to D8 in round 1; after, one past: D10.
    expect([c.attackerFirst.sides, c.defenderFirst.sides, c.attacker.sides, c.defender.sides]).toEqual([8, 12, 10, 12]);
  });

  it('exact equals an independent round-by-round enumeration in varied cases', () => {
    const inputs = [
      { attacker: { quality: 'green' }, defender: { quality: 'regular', in_position: true } },
      {
        attacker: { quality: 'veteran', armour: 'heavy-power' },
        defender: { quality: 'untrained', weapon: 'firearm', cover: 'hard' },
      },
      { attacker: { quality: 'untrained' }, defender: { quality: 'untrained' } },
      {
        attacker: { quality: 'elite', weapon: 'flame', armour: 'light-power' },
        defender: { quality: 'elite', weapon: 'shotgun', armour: 'light-power', cover: 'soft' },
      },
    ];
    for (const input of inputs) {
      const c = cell(input);
      const exact = exactCloseCombatPair(c);
      const d = (x: { sides: number; multiplier: number }) => [x.sides, x.multiplier];
      const brute = bruteForce(d(c.attackerFirst), d(c.defenderFirst), d(c.attacker), d(c.defender));
      expect(exact.outcomes.attacker_wins).toBeCloseTo(brute.attacker, 14);
      expect(exact.outcomes.attacker_wins + exact.outcomes.defender_wins).toBeCloseTo(1, 14);
      brute.rounds.forEach((p, r) => expect(exact.distributions.rounds[r]).toBeCloseTo(p, 14));
    }
  });

  it('refuses an unknown armour with suggestions', () => {
    expect(
      issues({ attacker: { quality: 'regular', armour: 'hevy-power' }, defender: { quality: 'regular' } })[0]
        .suggestions?.[0],
    ).toBe('heavy-power');
  });

  it('Monte Carlo within 4.5 standard errors of exact', () => {
    [
      { attacker: { quality: 'untrained' }, defender: { quality: 'untrained' } },
      {
        attacker: { quality: 'veteran', weapon: 'flame', armour: 'light-power' },
        defender: { quality: 'regular', cover: 'soft' },
      },
    ].forEach((input, i) => {
      const c = cell(input);
      expectKernelMatchesExact(closeCombatPairKernel, c, exactCloseCombatPair(c), 200_000, 400 + i);
    });
  });
});
