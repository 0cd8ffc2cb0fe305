import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { exactImpactVsArmour } from './impactVsArmour/exactImpactVsArmour.js';
import impactVsArmourDefinition from './impactVsArmour/impactVsArmourDefinition.js';
import impactVsArmourKernel from './impactVsArmour/impactVsArmourKernel.js';
import { exactOpposedRoll } from './opposedRoll/exactOpposedRoll.js';
import opposedRollDefinition from './opposedRoll/opposedRollDefinition.js';
import opposedRollKernel from './opposedRoll/opposedRollKernel.js';

const opposed = (input: Record<string, unknown>) =>
  cellOf(opposedRollDefinition, { system: 'stargrunt2', resolve: 'opposed-roll', ...input });
const impact = (input: Record<string, unknown>) =>
  cellOf(impactVsArmourDefinition, { system: 'stargrunt2', resolve: 'impact-vs-armour', ...input });

describe('opposed roll', () => {
  it('gives the single opposed roll of TYPES OF DIE ROLLS: D8 against D6 wins 27 of 48', () => {
    const cell = opposed({ first: 'd8', against: 'd6' });
    const exact = exactOpposedRoll(cell);
    expect(exact.outcomes.minor_success).toBeCloseTo(27 / 48, 15);
    expect(exact.outcomes.major_success).toBe(0);
    expectKernelMatchesExact(opposedRollKernel, cell, exact, 200_000, 1);
  });

  it('gives a multiple opposed roll counted by hand: D4 and D4 against D4', () => {
    // Both above r: Σ_r ((4−r)/4)² / 4 = 14/64; exactly one: Σ_r 2(4−r)r/16 / 4 = 20/64.
    const cell = opposed({ first: 'd4', second: 'd4', against: 'd4' });
    const { failure, minor_success, major_success } = exactOpposedRoll(cell).outcomes;
    [failure, minor_success, major_success].forEach((p, i) => expect(p * 64).toBeCloseTo([30, 20, 14][i], 10));
    expectKernelMatchesExact(opposedRollKernel, cell, exactOpposedRoll(cell), 200_000, 2);
    const three = opposed({ first: 'd10', second: 'd8', extra: ['d12'], against: 'd8' });
    expect(three.dice).toEqual([10, 8, 12]);
    expectKernelMatchesExact(opposedRollKernel, three, exactOpposedRoll(three), 200_000, 3);
  });
});

describe('impact against armour', () => {
  it('counts wounds and kills: D10 against D6 gives 19 wounds and 20 kills in 60', () => {
    const cell = impact({ impact: 'd10', armour: 'd6' });
    const exact = exactImpactVsArmour(cell);
    expect(exact.outcomes.wound).toBeCloseTo(19 / 60, 15);
    expect(exact.outcomes.kill).toBeCloseTo(20 / 60, 15);
    expectKernelMatchesExact(impactVsArmourKernel, cell, exact, 200_000, 4);
  });

  it('shifts armour past D12 onto the impact die (open shift)', () => {
    const cell = impact({ impact: 'd10', armour: 'd8', armour_shift: 3 });
    expect(cell.armour.sides).toBe(12);
    expect(cell.impact.sides).toBe(8);
  });

  it('handles multiplied dice: D12x2 against D12x3', () => {
    const cell = impact({ impact: 'd12x2', armour: 'd12x3' });
    let wounds = 0;
    let kills = 0;
    for (let i = 1; i <= 12; i++)
      for (let a = 1; a <= 12; a++) {
        if (2 * i > 6 * a) kills++;
        else if (2 * i > 3 * a) wounds++;
      }
    const exact = exactImpactVsArmour(cell);
    expect(exact.outcomes.wound).toBeCloseTo(wounds / 144, 15);
    expect(exact.outcomes.kill).toBeCloseTo(kills / 144, 15);
    expectKernelMatchesExact(impactVsArmourKernel, cell, exact, 200_000, 5);
  });

  it('rules.kill-multiple 3: D10 against D6 kills 12 of 60 (a = 1: 4–10, a = 2: 7–10, a = 3: 10) and wounds 27', () => {
    const cell = impact({ impact: 'd10', armour: 'd6', rules: { 'kill-multiple': 3 } });
    let wounds = 0;
    let kills = 0;
    for (let i = 1; i <= 10; i++)
      for (let a = 1; a <= 6; a++) {
        if (i > 3 * a) kills++;
        else if (i > a) wounds++;
      }
    expect([wounds, kills]).toEqual([27, 12]);
    const exact = exactImpactVsArmour(cell);
    expect(exact.outcomes.kill).toBeCloseTo(12 / 60, 15);
    expect(exact.outcomes.wound).toBeCloseTo(27 / 60, 15);
    expectKernelMatchesExact(impactVsArmourKernel, cell, exact, 200_000, 6);
  });
});

describe('impact against armour with custom dice (docs/rules/stargrunt2.md, Custom dice)', () => {
  it('a d14 impact against listed armour faces [1, 1, 2, 6], counted by hand', () => {
    // Armour 1 (twice): wound on impact 2, kill on 3..14 → per face 1 wound, 12 kills. Armour 2: wound 3–4, kill 5..14
    // → 2 wounds, 10 kills. Armour 6: wound 7–12, kill 13–14 → 6 wounds, 2 kills. Over 14 × 4 = 56 pairs.
    const cell = impact({ impact: 'd14', armour: [1, 1, 2, 6] });
    const { no_effect, wound, kill } = exactImpactVsArmour(cell).outcomes;
    const wounds = 1 + 1 + 2 + 6;
    const kills = 12 + 12 + 10 + 2;
    expect(wound * 56).toBeCloseTo(wounds, 10);
    expect(kill * 56).toBeCloseTo(kills, 10);
    expect(no_effect * 56).toBeCloseTo(56 - wounds - kills, 10);
    expectKernelMatchesExact(impactVsArmourKernel, cell, exactImpactVsArmour(cell), 200_000, 14);
  });

  it('listed impact faces against a d20 armour, Monte Carlo within 4.5 SE of exact', () => {
    const cell = impact({ impact: [0, 5, 10, 20, 40], armour: 'd20' });
    expectKernelMatchesExact(impactVsArmourKernel, cell, exactImpactVsArmour(cell), 200_000, 15);
  });

  it('keeps a die off the ladder where no shift reaches it, and refuses it at its key where one does', () => {
    expect(impact({ impact: 'd14', armour: 'd6', armour_shift: 2 }).impact).toEqual({ sides: 14, multiplier: 1 });
    const refused = (input: Record<string, unknown>) =>
      impactVsArmourDefinition.normalize(
        impactVsArmourDefinition.schema.parse({ system: 'stargrunt2', resolve: 'impact-vs-armour', ...input }),
      );
    const own = refused({ impact: 'd10', armour: 'd14', armour_shift: 1 });
    expect(own.ok ? [] : own.issues.map((i) => i.path)).toEqual([['armour']]);
    const excess = refused({ impact: [1, 2, 3], armour: 'd12', armour_shift: 1 });
    expect(excess.ok ? [] : excess.issues.map((i) => i.path)).toEqual([['impact']]);
    expect(excess.ok ? '' : excess.issues[0].message).toMatch(/\[1, 2, 3\] \(impact\) is off the die-type ladder/);
  });
});

describe('opposed roll with custom dice (docs/rules/stargrunt2.md, Custom dice)', () => {
  it('listed faces [0, 0, 5, 5] against a d4, counted by hand: exceeds on a 5 (half the faces) whatever the d4', () => {
    const cell = opposed({ first: [0, 0, 5, 5], against: 'd4' });
    expect(exactOpposedRoll(cell).outcomes.minor_success).toBeCloseTo(0.5, 15);
    expectKernelMatchesExact(opposedRollKernel, cell, exactOpposedRoll(cell), 200_000, 16);
  });

  it('a d14, a d6x2 and listed faces against a d20: Monte Carlo within 4.5 SE of exact', () => {
    const cell = opposed({ first: 'd14', second: 'd6x2', extra: [[1, 10, 19]], against: 'd20' });
    expect(cell.faces).toEqual([null, [2, 4, 6, 8, 10, 12], [1, 10, 19]]);
    expectKernelMatchesExact(opposedRollKernel, cell, exactOpposedRoll(cell), 200_000, 17);
  });

  it('plain d-N dice keep the sides-only cell', () => {
    expect(opposed({ first: 'd14', against: 'd20' })).toEqual({ dice: [14], against: 20 });
  });
});
