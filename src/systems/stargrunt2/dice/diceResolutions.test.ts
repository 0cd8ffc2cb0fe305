import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { cellOf } from '../../../../testing/cellOf.js';
import { exactImpactVsArmour } from './impactVsArmour/exactImpactVsArmour.js';
import impactVsArmourKernel from './impactVsArmour/impactVsArmourKernel.js';
import { exactOpposedRoll } from './opposedRoll/exactOpposedRoll.js';
import opposedRollKernel from './opposedRoll/opposedRollKernel.js';
import impactVsArmourDefinition from './impactVsArmour/impactVsArmourDefinition.js';
import opposedRollDefinition from './opposedRoll/opposedRollDefinition.js';

const opposed = (input: Record<string, unknown>) => cellOf(opposedRollDefinition, { system: 'stargrunt2', resolve: 'opposed-roll', ...input });
const impact = (input: Record<string, unknown>) => cellOf(impactVsArmourDefinition, { system: 'stargrunt2', resolve: 'impact-vs-armour', ...input });

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
    for (let i = 1; i <= 12; i++) for (let a = 1; a <= 12; a++) {
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
    for (let i = 1; i <= 10; i++) for (let a = 1; a <= 6; a++) {
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
