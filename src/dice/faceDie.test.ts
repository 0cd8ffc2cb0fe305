import { describe, expect, it } from 'vitest';
import { dieFaceValue, formatDie, isLadderDie, parseDie } from './dieType.js';
import { Dist } from './exact/Dist.js';
import { DIE_LIMITS, dieFromUniform, listedFacesDie, readDie } from './faceDie.js';
import { fillUniforms } from './fillUniforms.js';
import { createStream, streamState } from './streams.js';
import { rollDieMultiplied } from './xoshiro128.js';

const TABLE = [0, 0, 1, 1, 2, 3];

/** Counts by hand: each listed face once, over the number of faces. */
function handCount(faces: number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const f of faces) counts.set(f, (counts.get(f) ?? 0) + 1);
  return counts;
}

describe('readDie', () => {
  it('reads d-N text within the limits and listed faces', () => {
    expect(readDie('d14')).toEqual({ sides: 14, multiplier: 1 });
    expect(readDie('D20x2')).toEqual({ sides: 20, multiplier: 2 });
    expect(readDie('d100')).toEqual({ sides: 100, multiplier: 1 });
    expect(readDie(TABLE)).toEqual({ sides: 6, multiplier: 1, faces: TABLE });
    expect(readDie([5, 5])).toEqual({ sides: 2, multiplier: 1, faces: [5, 5] });
  });

  it('refuses what is not a die, or is past the limits', () => {
    const bad: unknown[] = [
      'd1',
      'd0',
      'd101',
      'd6x10',
      'x',
      6,
      null,
      [],
      [3],
      [1, 'x'],
      [1, 2.5],
      [-1, 2],
      [0, 101],
      new Array(101).fill(1),
    ];
    for (const value of bad) expect(readDie(value), JSON.stringify(value)).toBeUndefined();
    expect(readDie(new Array(DIE_LIMITS.maxFaces).fill(1))?.sides).toBe(100);
  });

  it('keeps its own copy of the faces', () => {
    const faces = [1, 2, 3];
    const die = listedFacesDie(faces);
    faces[0] = 9;
    expect(die.faces).toEqual([1, 2, 3]);
  });
});

describe('formatDie and isLadderDie', () => {
  it('writes listed faces as the list a designer writes', () => {
    expect(formatDie(listedFacesDie(TABLE))).toBe('[0, 0, 1, 1, 2, 3]');
    expect(formatDie(parseDie('d14')!)).toBe('D14');
  });

  it('puts only D4 to D12 (any multiplier) on the ladder', () => {
    expect(isLadderDie(parseDie('d12x3')!)).toBe(true);
    expect(isLadderDie(parseDie('d14')!)).toBe(false);
    expect(isLadderDie(parseDie('d2')!)).toBe(false);
    expect(isLadderDie(listedFacesDie([1, 2, 3, 4, 5, 6]))).toBe(false);
  });

  it('reads face values, multiplier applied', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => dieFaceValue(listedFacesDie(TABLE), i))).toEqual(TABLE);
    expect(dieFaceValue({ sides: 12, multiplier: 3 }, 11)).toBe(36);
  });
});

describe('the exact distribution of a die', () => {
  it('weighs listed faces by how often they are listed, as a hand count', () => {
    for (const faces of [TABLE, [7, 7, 7, 1], [0, 100], [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]]) {
      const dist = Dist.die(listedFacesDie(faces));
      for (const [face, n] of handCount(faces)) {
        const p = dist.probExact(face);
        // n / faces.length in lowest terms, cross-multiplied.
        expect(p.num * BigInt(faces.length)).toBe(BigInt(n) * p.den);
      }
      expect(dist.keys().length).toBe(handCount(faces).size);
    }
  });

  it('a d14 is 1..14 each 1/14, and listed faces 1..N are the d-N', () => {
    expect(Dist.die(parseDie('d14')!).toRecord()).toEqual(Dist.uniform(14).toRecord());
    expect(Dist.die(listedFacesDie([1, 2, 3, 4, 5, 6, 7, 8])).toRecord()).toEqual(Dist.die(parseDie('d8')!).toRecord());
  });
});

describe('rolling a die', () => {
  const trials = 200_000;

  /** Every face's sampled frequency within 4.5 standard errors of its exact probability. */
  function expectWithinExact(counts: Map<number, number>, dist: Dist<number>): void {
    for (const face of new Set([...counts.keys(), ...dist.keys()])) {
      const p = dist.prob(face);
      const se = Math.sqrt((p * (1 - p)) / trials);
      expect(p, `face ${face} can be rolled`).toBeGreaterThan(0);
      expect(Math.abs((counts.get(face) ?? 0) / trials - p), `face ${face}`).toBeLessThanOrEqual(4.5 * se);
    }
  }

  it.each([[TABLE], [[7, 7, 7, 1]], [[0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65]]])(
    'from uniforms, %j agrees with its exact distribution',
    (faces) => {
      const die = listedFacesDie(faces);
      const u = new Float64Array(trials);
      fillUniforms(streamState(20261125, faces.length), u);
      const counts = new Map<number, number>();
      for (const x of u) {
        const face = dieFromUniform(die, x);
        counts.set(face, (counts.get(face) ?? 0) + 1);
      }
      expectWithinExact(counts, Dist.die(die));
    },
  );

  it('a d14 from rollDieMultiplied agrees with its exact distribution', () => {
    const die = parseDie('d14x2')!;
    const rng = createStream(20261125, 14);
    const counts = new Map<number, number>();
    for (let i = 0; i < trials; i++) {
      const face = rollDieMultiplied(rng, die);
      counts.set(face, (counts.get(face) ?? 0) + 1);
    }
    expectWithinExact(counts, Dist.die(die));
  });

  it('the high bits pick the face: u in the k-th n-th of [0, 1) reads faces[k]', () => {
    const die = listedFacesDie(TABLE);
    expect([0, 0.1666, 0.1667, 0.5, 0.8333, 0.8334, 0.9999999].map((u) => dieFromUniform(die, u))).toEqual([
      0, 0, 0, 1, 2, 3, 3,
    ]);
    expect(dieFromUniform({ sides: 14, multiplier: 1 }, 0.99)).toBe(14);
  });
});
