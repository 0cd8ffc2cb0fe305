import { describe, expect, it } from 'vitest';
import { parseDicePool } from './dicePool.js';

describe('parseDicePool', () => {
  it('reads NdS±M', () => {
    expect(parseDicePool('3d6')).toEqual({ count: 3, sides: 6, modifier: 0 });
    expect(parseDicePool('2d10+1')).toEqual({ count: 2, sides: 10, modifier: 1 });
    expect(parseDicePool('d20')).toEqual({ count: 1, sides: 20, modifier: 0 });
    expect(parseDicePool('4D8-2')).toEqual({ count: 4, sides: 8, modifier: -2 });
    expect(parseDicePool(' 3d6 + 12 ')).toEqual({ count: 3, sides: 6, modifier: 12 });
  });

  it('returns undefined for junk', () => {
    for (const junk of ['', 'd', '3d', '0d6', '3d1', 'd6+', '3d6+-1', '3x6', 'd12x3', '3d6+1.5', 'three d6']) {
      expect(parseDicePool(junk), junk).toBeUndefined();
    }
  });
});
