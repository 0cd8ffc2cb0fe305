import { describe, expect, it } from 'vitest';
import { DIE_TYPES, dieTypeAt, dieTypeIndex, formatDie, parseDie } from './dieType.js';

describe('parseDie', () => {
  it('reads the rulebook die names and other dice', () => {
    expect(parseDie('d4')).toEqual({ sides: 4, multiplier: 1 });
    expect(parseDie('D10')).toEqual({ sides: 10, multiplier: 1 });
    expect(parseDie('d12x3')).toEqual({ sides: 12, multiplier: 3 });
    expect(parseDie('D12X2')).toEqual({ sides: 12, multiplier: 2 });
    expect(parseDie('d20')).toEqual({ sides: 20, multiplier: 1 });
    expect(parseDie('d100')).toEqual({ sides: 100, multiplier: 1 });
    expect(parseDie(' d2 ')).toEqual({ sides: 2, multiplier: 1 });
  });

  it('returns undefined for junk', () => {
    const junk = ['', 'd', 'd1', 'd0', '6', 'x3', 'd6x', 'd6x0', '2d6', 'd-6', 'd6.5', 'dd6', 'd6 x2', 'D1e3'];
    for (const text of [...junk, 'd99999999999999999']) expect(parseDie(text), text).toBeUndefined();
  });
});

describe('formatDie', () => {
  it('writes D10 and D12x3, and reads back what it writes', () => {
    expect(formatDie({ sides: 10, multiplier: 1 })).toBe('D10');
    expect(formatDie({ sides: 12, multiplier: 3 })).toBe('D12x3');
    for (const text of ['D4', 'D12x2', 'D20', 'D100x10']) expect(formatDie(parseDie(text)!)).toBe(text);
  });
});

describe('die-type ladder', () => {
  it('is D4 D6 D8 D10 D12', () => {
    expect(DIE_TYPES).toEqual([4, 6, 8, 10, 12]);
  });

  it('dieTypeIndex and dieTypeAt are inverse on the ladder', () => {
    expect(DIE_TYPES.map(dieTypeIndex)).toEqual([0, 1, 2, 3, 4]);
    expect([0, 1, 2, 3, 4].map(dieTypeAt)).toEqual([4, 6, 8, 10, 12]);
    expect(dieTypeIndex(10)).toBe(3);
    expect(dieTypeAt(2)).toBe(8);
  });

  it('knows what is off the ladder', () => {
    for (const sides of [2, 3, 5, 20, 100, 0, -4]) expect(dieTypeIndex(sides)).toBe(-1);
    for (const index of [-1, 5, 1.5, NaN]) expect(() => dieTypeAt(index)).toThrow(RangeError);
  });
});
