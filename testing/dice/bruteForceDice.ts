import { expect } from 'vitest';
import type { Distribution } from '../../src/dice/algebra/Distribution.js';

/** A die written out face by face, each face with its weight (a plain d6 is six faces of weight 1). */
export type WeightedFaces = ReadonlyArray<readonly [number, bigint]>;

/** Faces 1..sides, each of weight 1. */
export const faces = (sides: number): WeightedFaces => Array.from({ length: sides }, (_, i) => [i + 1, 1n] as const);

/** Listed faces, each of weight 1 (a face listed twice is two faces). */
export const listed = (...values: number[]): WeightedFaces => values.map((v) => [v, 1n] as const);

/**
 * Every roll of `dice` enumerated, one nested loop per die (no shared code with the algebra): the weight of each
 * value of f(roll), over the product of the dice's totals.
 */
export function enumerateRolls(
  dice: readonly WeightedFaces[],
  f: (roll: number[]) => number,
): { weights: Map<number, bigint>; total: bigint } {
  const weights = new Map<number, bigint>();
  let total = 0n;
  const roll: number[] = [];
  const visit = (i: number, weight: bigint): void => {
    if (i === dice.length) {
      const value = f(roll);
      weights.set(value, (weights.get(value) ?? 0n) + weight);
      total += weight;
      return;
    }
    for (const [face, w] of dice[i]) {
      roll[i] = face;
      visit(i + 1, weight * w);
    }
  };
  visit(0, 1n);
  return { weights, total };
}

/** A certain value, as enumerateRolls gives it. */
export const certain = (value: number) => ({ weights: new Map([[value, 1n]]), total: 1n });

/** A mixture of enumerations (each with its weight), brought to a common total. */
export function mix(parts: ReadonlyArray<readonly [bigint, { weights: Map<number, bigint>; total: bigint }]>) {
  const common = parts.reduce((acc, [, p]) => acc * p.total, 1n);
  const weights = new Map<number, bigint>();
  let total = 0n;
  for (const [w, p] of parts) {
    for (const [value, pw] of p.weights) weights.set(value, (weights.get(value) ?? 0n) + w * pw * (common / p.total));
    total += w * common;
  }
  return { weights, total };
}

/** The distribution equals the enumeration exactly: the same outcomes, the same probabilities as fractions. */
export function expectSameDistribution(
  actual: Distribution,
  expected: { weights: Map<number, bigint>; total: bigint },
): void {
  const nonZero = [...expected.weights].filter(([, w]) => w > 0n).sort((a, b) => a[0] - b[0]);
  expect(actual.outcomes).toEqual(nonZero.map(([v]) => v));
  actual.outcomes.forEach((outcome, i) => {
    const w = expected.weights.get(outcome)!;
    expect(actual.weights[i] * expected.total, `P(${outcome})`).toBe(w * actual.total);
  });
  expect(actual.isExact).toBe(actual.truncated === 0);
}
