import { describe, expect, it } from 'vitest';
import { createRng, nextUint32, rollDie, rollDieMultiplied } from './xoshiro128.js';

// Reference outputs: Blackman & Vigna's xoshiro128starstar.c (next() transcribed as published, with
// rotl(s[1] * 5, 7) * 9) compiled with gcc 12.2 from a scratch file outside the repo (/tmp/xo/xo.c),
// printing the first 20 outputs and the state after them for each starting state below.
const REFERENCE = [
  {
    state: [1, 2, 3, 4],
    outputs: [
      11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849, 3729100597, 4258142804, 337829053,
      2142557243, 3576906021, 2006103318, 3870238204, 1001584594, 3804789018, 2299676403, 3571406116, 2962224741,
    ],
    after: [2573144539, 2122557695, 2957551883, 1847963737],
  },
  {
    state: [0x9e3779b9, 0x243f6a88, 0xb7e15162, 0xdeadbeef],
    outputs: [
      2463954730, 5524658, 74256371, 1905451993, 3123413897, 314453775, 1263677054, 1531511215, 693760292, 1307612896,
      1023732939, 4236036988, 519601853, 697541154, 3736434602, 529346894, 3331505733, 3243059034, 3995266041,
      1573278705,
    ],
    after: [879761397, 519550696, 3686766001, 3983568779],
  },
];

/** Face by exact integer arithmetic: floor(x * sides / 2^32) + 1. */
function faceOf(x: number, sides: number): number {
  return Number((BigInt(x) * BigInt(sides)) >> 32n) + 1;
}

describe('xoshiro128**', () => {
  it('matches the reference C implementation', () => {
    for (const { state, outputs, after } of REFERENCE) {
      const rng = createRng(state);
      expect(Array.from({ length: 20 }, () => nextUint32(rng))).toEqual(outputs);
      expect(Array.from(rng.s)).toEqual(after);
    }
    expect(nextUint32(createRng([1, 2, 3, 4]))).toBe(11520);
  });

  it('copies its state and refuses the all-zero state', () => {
    const state = [1, 2, 3, 4];
    nextUint32(createRng(state));
    expect(state).toEqual([1, 2, 3, 4]);
    expect(() => createRng([0, 0, 0, 0])).toThrow(RangeError);
    expect(() => createRng([1, 2, 3])).toThrow(RangeError);
  });
});

describe('rollDie', () => {
  it('takes the face from the high bits of each output', () => {
    for (const { state, outputs } of REFERENCE) {
      for (const sides of [4, 6, 10, 12, 20, 100]) {
        const rng = createRng(state);
        expect(outputs.map(() => rollDie(rng, sides))).toEqual(outputs.map((x) => faceOf(x, sides)));
      }
    }
    expect(rollDie(createRng([1, 2, 3, 4]), 6)).toBe(1);
  });

  it('gives 1 for output 0 and the top face for output 2^32-1', () => {
    const rng = createRng([1, 2, 3, 4]);
    nextUint32(rng); // the second reference output is 0
    expect(rollDie(rng, 12)).toBe(1);
    // Choose s[1] so that rotl(s[1] * 5, 7) * 9 = 2^32 - 1 (mod 2^32): invert each step.
    const inv = (a: bigint) => {
      let x = 1n; // Newton's iteration for the inverse of an odd number mod 2^32
      for (let i = 0; i < 5; i++) x = (x * (2n - a * x)) & 0xffffffffn;
      return x;
    };
    const r = (0xffffffffn * inv(9n)) & 0xffffffffn;
    const s1 = (((r >> 7n) | (r << 25n)) * inv(5n)) & 0xffffffffn;
    expect(nextUint32(createRng([1, Number(s1), 0, 0]))).toBe(2 ** 32 - 1);
    for (const sides of [2, 6, 12, 20, 2 ** 21]) expect(rollDie(createRng([1, Number(s1), 0, 0]), sides)).toBe(sides);
  });
});

describe('rollDieMultiplied', () => {
  it('multiplies one roll, not a sum of rolls', () => {
    expect(rollDieMultiplied(createRng([1, 2, 3, 4]), { sides: 12, multiplier: 3 })).toBe(3);
    const a = createRng([5, 6, 7, 8]);
    const b = createRng([5, 6, 7, 8]);
    for (let i = 0; i < 1000; i++) expect(rollDieMultiplied(a, { sides: 12, multiplier: 2 })).toBe(2 * rollDie(b, 12));
  });
});
