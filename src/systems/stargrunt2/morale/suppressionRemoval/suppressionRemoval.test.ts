import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { exactSuppressionRemoval } from './exactSuppressionRemoval.js';
import suppressionRemovalDefinition from './suppressionRemovalDefinition.js';
import suppressionRemovalKernel from './suppressionRemovalKernel.js';

const cell = (input: Record<string, unknown>) =>
  cellOf(suppressionRemovalDefinition, { system: 'stargrunt2', resolve: 'suppression-removal', ...input });

/** Independent closed form: P(the k-th action is the m-th success) — negative binomial — summed into turns. */
function turnsByClosedForm(p: number, markers: number, offset: number, turns: number): number[] {
  const out = new Array(turns + 1).fill(0);
  const binom = (n: number, k: number) => {
    let r = 1;
    for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
    return r;
  };
  for (let k = markers; k < 4 * turns; k++) {
    const pk = binom(k - 1, markers - 1) * p ** markers * (1 - p) ** (k - markers);
    const turn = Math.ceil((k + offset) / 2);
    if (turn <= turns) out[turn] += pk;
  }
  return out;
}

describe('suppression-removal', () => {
  it('one marker, Regular LV2: clear on the first action 6/8, on the second (2/8)(6/8)', () => {
    const p = exactSuppressionRemoval(cell({ unit: { quality: 'regular', leadership: 2 }, markers: 1 })).outcomes;
    expect(p.clear_with_action_left).toBeCloseTo(6 / 8, 15);
    expect(p.clear_using_both_actions).toBeCloseTo((2 / 8) * (6 / 8), 15);
    expect(p.not_clear_this_turn).toBeCloseTo((2 / 8) ** 2, 15);
  });

  it('turns to clear equal the negative-binomial closed form in varied cases', () => {
    const cases: Array<[Record<string, unknown>, number, number, number]> = [
      [{ unit: { quality: 'green', leadership: 3 }, markers: 3 }, 3 / 6, 3, 0],
      [{ unit: { quality: 'untrained', leadership: 3 }, markers: 2, cover: 'soft', reorganise: true }, 1 / 4, 2, 1],
      [{ unit: { quality: 'elite', leadership: 1 }, markers: 2, reorganise: true }, 11 / 12, 2, 0],
      [{ unit: { quality: 'regular', leadership: 2 }, markers: 2, rules: { 'removal-threat-level': 3 } }, 3 / 8, 2, 0],
    ];
    for (const [input, p, markers, offset] of cases) {
      const c = cell(input);
      const turns = exactSuppressionRemoval(c).distributions.turns_to_clear;
      const expected = turnsByClosedForm(p, markers, offset, c.cap);
      for (let t = 1; t < c.cap; t++) expect(turns[t]).toBeCloseTo(expected[t], 13);
      expect(turns[c.cap]).toBeLessThan(1e-11); // the "cap or more" bucket holds almost nothing
    }
  });

  it('reorganise: first action in cover, after the last marker in the open (hand-worked)', () => {
    const cover = exactSuppressionRemoval(
      cell({ unit: { quality: 'regular', leadership: 2 }, markers: 1, cover: 'hard', reorganise: true }),
    );
    const open = exactSuppressionRemoval(
      cell({ unit: { quality: 'regular', leadership: 2 }, markers: 1, reorganise: true }),
    );
    expect(cover.outcomes.clear_using_both_actions).toBeCloseTo(6 / 8, 15); // reorganise, then one roll: both actions used
    expect(open.outcomes.clear_using_both_actions).toBeCloseTo(6 / 8, 15); // one roll, then the reorganise
    expect(open.distributions.turns_to_reorganise[1]).toBeCloseTo(6 / 8, 15);
    expect(open.distributions.turns_to_reorganise[2]).toBeCloseTo((2 / 8) * (6 / 8) + (2 / 8) ** 2 * (6 / 8), 15);
  });

  it('rules.removal-threat-level 2: a Regular LV2 must exceed 4 on the D8 (hand-worked), Monte Carlo', () => {
    const c = cell({ unit: { quality: 'regular', leadership: 2 }, markers: 1, rules: { 'removal-threat-level': 2 } });
    expect(c.needed).toBe(4);
    const p = exactSuppressionRemoval(c).outcomes;
    expect(p.clear_with_action_left).toBeCloseTo(4 / 8, 15);
    expect(p.clear_using_both_actions).toBeCloseTo((4 / 8) * (4 / 8), 15);
    expectKernelMatchesExact(suppressionRemovalKernel, c, exactSuppressionRemoval(c), 100_000, 620);
  });

  it('Monte Carlo within 4.5 standard errors of exact', () => {
    [
      { unit: { quality: 'regular', leadership: 2 }, markers: 3 },
      { unit: { quality: 'untrained', leadership: 3 }, markers: 2, cover: 'soft', reorganise: true },
      { unit: { quality: 'green', leadership: 2 }, markers: 1, reorganise: true },
    ].forEach((input, i) => {
      const c = cell(input);
      expectKernelMatchesExact(suppressionRemovalKernel, c, exactSuppressionRemoval(c), 200_000, 300 + i);
    });
  });
});
