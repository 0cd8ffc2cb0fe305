import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { packExact } from '../../../../core/ExactResult.js';
import { exactLeaderLoss } from './exactLeaderLoss.js';
import leaderLossDefinition from './leaderLossDefinition.js';
import leaderLossKernel from './leaderLossKernel.js';
import { newLeaderLevel } from './newLeaderLevel.js';

const cell = (input: Record<string, unknown>) =>
  cellOf(leaderLossDefinition, { system: 'stargrunt2', resolve: 'leader-loss', ...input });

/** Independent enumeration: 6 × sides equally likely pairs, the rulebook's words spelt out. */
function bruteForce(
  lv: number,
  sides: number,
  threat: number,
  start: number,
  useNew = true,
  worseUpTo = 2,
  betterFrom = 6,
): number[] {
  const out = new Array(13).fill(0);
  for (let d6 = 1; d6 <= 6; d6++) {
    let level = lv;
    if (d6 <= worseUpTo) level = Math.min(3, lv + 1);
    if (d6 >= betterFrom) level = Math.max(1, lv - 1);
    for (let roll = 1; roll <= sides; roll++) {
      const w = 1 / (6 * sides);
      const needed = (useNew ? level : lv) + threat;
      const drop = roll > needed ? 0 : roll <= needed / 2 ? 2 : 1;
      out[drop] += w;
      out[4 + level] += w;
      out[8 + Math.min(4, start + drop)] += w;
    }
  }
  return out;
}

describe('leader-loss', () => {
  it("the new leader's LV: 1–2 worse, 3–5 same, 6 better, bounded (a level 3's second is 3 on 1–5, 2 on a 6)", () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => newLeaderLevel(3, f))).toEqual([3, 3, 3, 3, 3, 2]);
    expect([1, 2, 3, 4, 5, 6].map((f) => newLeaderLevel(1, f))).toEqual([2, 2, 1, 1, 1, 1]);
    const p = exactLeaderLoss(cell({ unit: { quality: 'regular', leadership: 2 } }));
    expect(p.distributions.new_leadership).toEqual([0, 1 / 6, 3 / 6, 2 / 6]);
  });

  it('threat level: leader-casualty (4 / 3 / 2 by motivation) with other circumstances', () => {
    expect(cell({ unit: { quality: 'regular', leadership: 2 } }).threat).toBe(3);
    expect(cell({ unit: { quality: 'regular', leadership: 2 }, motivation: 'high' }).threat).toBe(2);
    expect(
      cell({
        unit: { quality: 'regular', leadership: 2 },
        motivation: 'low',
        circumstances: ['casualties'],
        untreated_casualties: 1,
      }).threat,
    ).toBe(5);
  });

  it('exact equals an independent enumeration in varied cases', () => {
    const cases: Array<[Record<string, unknown>, number[], boolean]> = [
      [{ unit: { quality: 'regular', leadership: 2, confidence: 'steady' } }, [2, 8, 3, 1], true],
      [{ unit: { quality: 'elite', leadership: 1 }, motivation: 'high' }, [1, 12, 2, 0], true],
      [
        {
          unit: { quality: 'green', leadership: 3, confidence: 'SH' },
          motivation: 'low',
          rules: { 'test-leadership': 'old' },
        },
        [3, 6, 4, 2],
        false,
      ],
      [
        { unit: { quality: 'regular', leadership: 2 }, rules: { 'worse-up-to': 0, 'better-from': 4 } },
        [2, 8, 3, 0, 0, 4],
        true,
      ],
      [
        { unit: { quality: 'veteran', leadership: 2 }, rules: { 'worse-up-to': 4, 'better-from': 7 } },
        [2, 10, 3, 0, 4, 7],
        true,
      ],
    ];
    for (const [input, [lv, sides, threat, start, worseUpTo, betterFrom], useNew] of cases) {
      const c = cell(input);
      const p = packExact(leaderLossKernel.layout(c), exactLeaderLoss(c));
      bruteForce(lv, sides, threat, start, useNew, worseUpTo, betterFrom).forEach((q, i) =>
        expect(p[i]).toBeCloseTo(q, 14),
      );
    }
  });

  it("rules.worse-up-to / better-from: the bands of the new leader's D6 (hand count); crossing bands are refused", () => {
    const p = exactLeaderLoss(
      cell({ unit: { quality: 'regular', leadership: 2 }, rules: { 'worse-up-to': 1, 'better-from': 5 } }),
    );
    expect(p.distributions.new_leadership).toEqual([0, 2 / 6, 3 / 6, 1 / 6]);
    const found = issuesOf(leaderLossDefinition, {
      system: 'stargrunt2',
      resolve: 'leader-loss',
      unit: { quality: 'regular', leadership: 2 },
      rules: { 'worse-up-to': 3, 'better-from': 3 },
    });
    expect(found.map((i) => i.path)).toEqual([['rules', 'better-from']]);
  });

  it('Monte Carlo within 4.5 standard errors of exact', () => {
    [
      { unit: { quality: 'regular', leadership: 2, confidence: 'steady' } },
      {
        unit: { quality: 'veteran', leadership: 1 },
        motivation: 'low',
        circumstances: ['casualties'],
        untreated_casualties: 2,
      },
      {
        unit: { quality: 'green', leadership: 3, confidence: 'SH' },
        rules: { 'test-leadership': 'old', 'two-level-drop': 'less-than-half' },
      },
      { unit: { quality: 'regular', leadership: 2 }, rules: { 'worse-up-to': 0, 'better-from': 4 } },
    ].forEach((input, i) => {
      const c = cell(input);
      expectKernelMatchesExact(leaderLossKernel, c, exactLeaderLoss(c), 200_000, 600 + i);
    });
  });
});
