import { describe, expect, it } from 'vitest';
import { figureHit, whoIsHitDie } from './whoIsHit.js';

describe('who buys the farm (STEP 4)', () => {
  it('rolls the nearest die type to the number of figures', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 20].map((n) => whoIsHitDie(n, 'nearest-die'))).toEqual([
      4, 4, 4, 4, 6, 6, 8, 8, 10, 10, 12, 12, 12, 12,
    ]);
    expect(whoIsHitDie(7, 'uniform')).toBe(7);
  });
  it('follows the rulebook: eight men, a 5 on the D8 hits the fifth man', () => {
    expect(figureHit(5, 8)).toBe(4);
  });
  it('counts round again past the last figure: five figures, a 6 hits the first', () => {
    expect(figureHit(6, 5)).toBe(0);
    expect([1, 2, 3, 4].map((face) => figureHit(face, 3))).toEqual([0, 1, 2, 0]);
  });
});
