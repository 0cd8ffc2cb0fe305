import { describe, expect, it } from 'vitest';
import { Roll } from './Roll.js';
import { streamState } from './streams.js';

describe("Roll (the random source of designers' modules)", () => {
  it('faces: each listed face as often as it is listed, within 4.5 standard errors', () => {
    const roll = new Roll();
    roll.start(streamState(11, 0));
    const faces = [0, 0, 1, 1, 2, 3];
    const n = 600_000;
    const counts = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const face = roll.faces(faces);
      counts.set(face, (counts.get(face) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([0, 1, 2, 3]);
    for (const [face, p] of [
      [0, 2 / 6],
      [1, 2 / 6],
      [2, 1 / 6],
      [3, 1 / 6],
    ] as const) {
      const se = Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs(counts.get(face)! / n - p), `face ${face}`).toBeLessThan(4.5 * se);
    }
  });
});

describe('Roll.faceCounts', () => {
  it('counts the faces of dice drawn as die() draws them, the same stream consumed', () => {
    const pooled = new Roll();
    const single = new Roll();
    pooled.start(streamState(5, 1));
    single.start(streamState(5, 1));
    for (let i = 0; i < 10_000; i++) {
      const count = i % 12;
      const expected = new Array<number>(9).fill(0);
      for (let d = 0; d < count; d++) expected[single.die(8)]++;
      expect([...pooled.faceCounts(count, 8)]).toEqual(expected);
    }
    expect(pooled.uniform()).toBe(single.uniform());
  });
});
