import { describe, it } from 'vitest';
import {
  certain,
  enumerateRolls,
  expectSameDistribution,
  faces,
  listed,
  mix,
  type WeightedFaces,
} from '../../../testing/dice/bruteForceDice.js';
import { evaluateDiceExpression } from './evaluateDiceExpression.js';
import { parseDiceExpression } from './parseDiceExpression.js';

// Expressions from AnyDice's documentation (anydice.com/docs: the basics, sequences, arbitrary dice,
// introspection, the function library), each against a value worked out here: a plain number, or every roll of
// its dice enumerated with one loop per die (testing/dice/bruteForceDice.ts), never gruntlab's own algebra.

const sum = (roll: number[]) => roll.reduce((a, b) => a + b, 0);
const repeat = (die: WeightedFaces, n: number) => Array.from({ length: n }, () => die);
const descending = (roll: number[]) => [...roll].sort((a, b) => b - a);

/** A die exploding on `sides` with `depth` extra rolls, written out: every face with its weight over sides^(depth+1). */
function explodingFaces(sides: number, depth: number): WeightedFaces {
  if (depth === 0) return faces(sides);
  const plain = Array.from({ length: sides - 1 }, (_, i) => [i + 1, BigInt(sides) ** BigInt(depth)] as const);
  return [...plain, ...explodingFaces(sides, depth - 1).map(([v, w]) => [sides + v, w] as const)];
}

const cases: Array<[string, () => { weights: Map<number, bigint>; total: bigint }]> = [
  // The basics: arithmetic, integer division toward zero, exponentiation, conditions, booleans.
  ['1 + 2', () => certain(3)],
  ['3 - 2', () => certain(1)],
  ['2 * 3', () => certain(6)],
  ['6 / 3', () => certain(2)],
  ['5 / 3', () => certain(1)],
  ['-5 / 3', () => certain(-1)],
  ['2 ^ 3', () => certain(8)],
  ['1 + 2 * 3 ^ 2', () => certain(19)],
  ['2 = 2', () => certain(1)],
  ['1 != 2', () => certain(1)],
  ['3 < 2', () => certain(0)],
  ['2 >= 2', () => certain(1)],
  ['!0 & (1 | 0)', () => certain(1)],
  // Sequences: literal, range, repetition, nesting, a die's faces; summed in arithmetic, counted in comparisons.
  ['{1, 2, 3}', () => enumerateRolls([listed(1, 2, 3)], sum)],
  ['{1..3}', () => enumerateRolls([listed(1, 2, 3)], sum)],
  ['{1:4, 2, 3}', () => enumerateRolls([listed(1, 1, 1, 1, 2, 3)], sum)],
  ['{1..3:2}', () => enumerateRolls([listed(1, 2, 3, 1, 2, 3)], sum)],
  ['{{1,2,4}:2, 5, 6}', () => enumerateRolls([listed(1, 2, 4, 1, 2, 4, 5, 6)], sum)],
  ['{d4}', () => enumerateRolls([faces(4)], sum)],
  ['{1, 2, 3} + 1', () => certain(7)],
  ['{1, 2, 3} > 1', () => certain(2)],
  ['{1, 2} < d6', () => enumerateRolls([faces(6)], ([d]) => (3 < d ? 1 : 0))],
  ['{1, 2, 3} = {1, 2, 3}', () => certain(1)],
  // Dice: NdX, arithmetic on dice, comparisons of dice, custom dice, dice of dice.
  ['d6', () => enumerateRolls([faces(6)], sum)],
  ['3d6', () => enumerateRolls(repeat(faces(6), 3), sum)],
  ['2d6 + 3', () => enumerateRolls(repeat(faces(6), 2), (r) => sum(r) + 3)],
  ['(3d6 + 2) * 1d4', () => enumerateRolls([...repeat(faces(6), 3), faces(4)], (r) => (r[0] + r[1] + r[2] + 2) * r[3])],
  ['d6 - d6', () => enumerateRolls(repeat(faces(6), 2), ([a, b]) => a - b)],
  ['d20 / 3', () => enumerateRolls([faces(20)], ([a]) => Math.trunc(a / 3))],
  ['d6 > d6', () => enumerateRolls(repeat(faces(6), 2), ([a, b]) => (a > b ? 1 : 0))],
  ['3d6 >= 10', () => enumerateRolls(repeat(faces(6), 3), (r) => (sum(r) >= 10 ? 1 : 0))],
  [
    '4d6 > 4d6',
    () => {
      const fourD6 = [...enumerateRolls(repeat(faces(6), 4), sum).weights];
      return enumerateRolls([fourD6, fourD6], ([a, b]) => (a > b ? 1 : 0));
    },
  ],
  ['d{1..6}', () => enumerateRolls([faces(6)], sum)],
  ['d{-1..1}', () => enumerateRolls([listed(-1, 0, 1)], sum)],
  ['d{2, 3, 3, 4}', () => enumerateRolls([listed(2, 3, 3, 4)], sum)],
  ['4d{-1..1}', () => enumerateRolls(repeat(listed(-1, 0, 1), 4), sum)],
  ['2d(2d2)', () => enumerateRolls(repeat(faces(2), 4), sum)],
  [
    '2d2d2',
    () => mix([2, 3, 4].map((n) => [BigInt([0, 0, 1, 2, 1][n]), enumerateRolls(repeat(faces(2), n), sum)] as const)),
  ],
  ['(d4)d6', () => mix([1, 2, 3, 4].map((n) => [1n, enumerateRolls(repeat(faces(6), n), sum)] as const))],
  ['-2d6', () => enumerateRolls(repeat(faces(6), 2), (r) => -sum(r))],
  // Introspection: # (length) and @ (positions; dice sorted highest first).
  ['#{1, 2, 3}', () => certain(3)],
  ['#12345', () => certain(5)],
  ['#3d6', () => enumerateRolls([faces(6)], sum)],
  ['2@345', () => certain(4)],
  ['2@{5, 6, 7}', () => certain(6)],
  ['1@3d6', () => enumerateRolls(repeat(faces(6), 3), (r) => descending(r)[0])],
  ['3@3d6', () => enumerateRolls(repeat(faces(6), 3), (r) => descending(r)[2])],
  ['{1, 2}@3d6', () => enumerateRolls(repeat(faces(6), 3), (r) => descending(r)[0] + descending(r)[1])],
  ['4@3d6', () => certain(0)],
  // The function library.
  ['[highest 3 of 4d6]', () => enumerateRolls(repeat(faces(6), 4), (r) => sum(descending(r).slice(0, 3)))],
  ['[lowest 1 of 2d20]', () => enumerateRolls(repeat(faces(20), 2), (r) => Math.min(...r))],
  ['[lowest 2 of 5d4]', () => enumerateRolls(repeat(faces(4), 5), (r) => sum(descending(r).slice(3)))],
  ['[highest of d6 and d8]', () => enumerateRolls([faces(6), faces(8)], (r) => Math.max(...r))],
  ['[lowest of 3 and d6]', () => enumerateRolls([faces(6)], ([d]) => Math.min(3, d))],
  ['[explode d6]', () => enumerateRolls([explodingFaces(6, 2)], sum)],
  ['3d[explode d6]', () => enumerateRolls(repeat(explodingFaces(6, 2), 3), sum)],
  [
    '[highest 2 of 4d[explode d4]]',
    () => enumerateRolls(repeat(explodingFaces(4, 2), 4), (r) => sum(descending(r).slice(0, 2))),
  ],
  ['[explode d6 depth 5]', () => enumerateRolls([explodingFaces(6, 5)], sum)],
  ['[count {5, 6} in 5d6]', () => enumerateRolls(repeat(faces(6), 5), (r) => r.filter((x) => x >= 5).length)],
  ['[count 6 in {6, 1, 6}]', () => certain(2)],
  ['[5d6 contains 6]', () => enumerateRolls(repeat(faces(6), 5), (r) => (r.includes(6) ? 1 : 0))],
  ['[absolute d6 - 4]', () => enumerateRolls([faces(6)], ([d]) => Math.abs(d - 4))],
  ['[maximum of 3d6]', () => certain(18)],
];

describe("AnyDice's documented expressions, exactly", () => {
  it.each(cases)('%s', (expression, expected) => {
    expectSameDistribution(evaluateDiceExpression(parseDiceExpression(expression)), expected());
  });
});
