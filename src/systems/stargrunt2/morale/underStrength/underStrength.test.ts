import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceUnderStrength } from '../../../../../testing/systems/stargrunt2/morale/bruteForceUnderStrength.js';
import { packExact } from '../../../../core/ExactResult.js';
import { exactUnderStrength } from './exactUnderStrength.js';
import underStrengthDefinition from './underStrengthDefinition.js';
import underStrengthKernel from './underStrengthKernel.js';

const cell = (unit: Record<string, unknown>) =>
  cellOf(underStrengthDefinition, { system: 'stargrunt2', resolve: 'under-strength', unit });

describe('under-strength', () => {
  it('the die by fatigue: D10 fresh, D8 tired, D6 exhausted', () => {
    expect(
      ['fresh', 'tired', 'exhausted'].map((fatigue) => cell({ figures: 4, leadership: 2, fatigue }).sides),
    ).toEqual([10, 8, 6]);
  });

  it('hand-worked: a fresh squad of 8 is at full strength with (9/10)^8 and loses its leader 1 time in 10', () => {
    const p = exactUnderStrength(cell({ figures: 8, leadership: 2 }));
    expect(p.outcomes.full_strength).toBeCloseTo(0.9 ** 8, 15);
    expect(p.outcomes.leader_replaced + p.outcomes.unit_gone).toBeCloseTo(0.1, 15);
    // Mean figures left: 8 × 9/10.
    const mean = p.distributions.figures_left.reduce((m, q, k) => m + q * k, 0);
    expect(mean).toBeCloseTo(7.2, 13);
    // The new leader (LV 2): 1–2 on the D6 makes him LV 3, so P(LV 3) = 1/10 × 2/6 (nobody left is impossible here but
    // for all eight missing, 10^-8, and then no D6 is rolled).
    expect(p.distributions.leadership_after[3]).toBeCloseTo((0.1 - 1e-8) * (2 / 6), 15);
  });

  it("exact equals a plain enumeration of every figure's die", () => {
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ figures: 4, leadership: 2, fatigue: 'exhausted', support_weapons: 1 }, 6],
      [{ figures: 3, leadership: 3, fatigue: 'tired', support_weapons: 2 }, 8],
      [{ figures: 5, leadership: 1, support_weapons: 0 }, 10],
      [{ figures: 1, leadership: 1, fatigue: 'exhausted' }, 6],
    ];
    for (const [unit, sides] of cases) {
      const c = cell(unit);
      const brute = bruteForceUnderStrength(sides, c.figures, c.supportWeapons, c.leadership);
      const exact = [...packExact(underStrengthKernel.layout(c), exactUnderStrength(c))];
      [...brute.outcomes, ...brute.figuresLeft, ...brute.supportLeft, ...brute.leadershipAfter].forEach((p, i) =>
        expect(exact[i]).toBeCloseTo(p, 14),
      );
    }
  });

  it('located error: more support weapons than figures besides the leader', () => {
    const found = issuesOf(underStrengthDefinition, {
      system: 'stargrunt2',
      resolve: 'under-strength',
      unit: { figures: 3, leadership: 2, support_weapons: 3 },
    });
    expect(found.map((i) => i.path)).toEqual([['unit', 'support_weapons']]);
  });

  it("rules.fresh-die / tired-die / exhausted-die replace the book's D10, D8, D6 (enumeration, Monte Carlo)", () => {
    const withRules = (unit: Record<string, unknown>, rules: Record<string, number>) =>
      cellOf(underStrengthDefinition, { system: 'stargrunt2', resolve: 'under-strength', unit, rules });
    const c = withRules(
      { figures: 3, leadership: 2, fatigue: 'tired', support_weapons: 1 },
      { 'tired-die': 4, 'fresh-die': 12 },
    );
    expect(c.sides).toBe(4);
    const brute = bruteForceUnderStrength(4, 3, 1, 2);
    const exact = [...packExact(underStrengthKernel.layout(c), exactUnderStrength(c))];
    [...brute.outcomes, ...brute.figuresLeft, ...brute.supportLeft, ...brute.leadershipAfter].forEach((p, i) =>
      expect(exact[i]).toBeCloseTo(p, 14),
    );
    expect(exactUnderStrength(c).outcomes.full_strength).toBeCloseTo((3 / 4) ** 3, 15);
    expect(withRules({ figures: 3, leadership: 2 }, { 'fresh-die': 12 }).sides).toBe(12);
    expectKernelMatchesExact(underStrengthKernel, c, exactUnderStrength(c), 100_000, 940);
  });

  it('Monte Carlo within 4.5 standard errors of exact', () => {
    [
      { figures: 8, leadership: 2, support_weapons: 1 },
      { figures: 6, leadership: 3, fatigue: 'exhausted', support_weapons: 2 },
      { figures: 2, leadership: 1, fatigue: 'exhausted' },
    ].forEach((unit, i) => {
      const c = cell(unit);
      expectKernelMatchesExact(underStrengthKernel, c, exactUnderStrength(c), 200_000, 930 + i);
    });
  });
});
