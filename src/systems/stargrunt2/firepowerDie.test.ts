import { describe, expect, it } from 'vitest';
import { smallArmsFirepowerDie } from './firepowerDie.js';

describe('small arms firepower die (FIREPOWER)', () => {
  it('follows the rulebook examples', () => {
    expect(smallArmsFirepowerDie(7)).toBe(8); // seven men with FP1 weapons
    expect(smallArmsFirepowerDie(10)).toBe(10); // five men with FP2 weapons
  });
  it('rounds up to the next die type, D4 for 4 or less, D12 for anything over 12', () => {
    expect([0.5, 1.5, 4, 4.5, 5, 6, 6.5, 8, 9, 11, 12, 13, 30].map((fp) => smallArmsFirepowerDie(fp))).toEqual([
      4, 4, 4, 6, 6, 6, 8, 8, 10, 12, 12, 12, 12,
    ]);
    expect(smallArmsFirepowerDie(0)).toBe(0);
  });
  it("firepower-die-cap: a total above the cap rolls the cap, below it the book's die", () => {
    expect([3, 6, 7, 9, 20].map((fp) => smallArmsFirepowerDie(fp, 8))).toEqual([4, 6, 8, 8, 8]);
    expect(smallArmsFirepowerDie(30, 4)).toBe(4);
  });
});
