import { describe, expect, it } from 'vitest';
import { type RangeDieInput, rangeBandNumber, rangeDie } from './rangeDie.js';

const regular = (range: number, more: Partial<RangeDieInput> = {}): RangeDieInput => ({
  range,
  rangeBand: 8,
  cover: 'open',
  inPosition: false,
  loneFigure: false,
  edge: 'up-to',
  ...more,
});

describe("range die (THE TARGET'S ROLL, SMALL ARMS RANGES)", () => {
  it('starts at D4 up to one range band and rises one type per band', () => {
    expect([4, 8, 9, 16, 17, 24, 32, 40].map((r) => rangeDie(regular(r)))).toEqual([
      { sides: 4, band: 1 },
      { sides: 4, band: 1 },
      { sides: 6, band: 2 },
      { sides: 6, band: 2 },
      { sides: 8, band: 3 },
      { sides: 8, band: 3 },
      { sides: 10, band: 4 },
      { sides: 12, band: 5 },
    ]);
    expect(rangeDie(regular(0))).toEqual({ sides: 4, band: 1 });
  });

  it('follows the rulebook example: a Regular reaches 40" in the open, 32" in soft cover, 24" in hard cover', () => {
    expect(rangeDie(regular(40))).toEqual({ sides: 12, band: 5 });
    expect(rangeDie(regular(41))).toHaveProperty('impossible');
    expect(rangeDie(regular(32, { cover: 'soft' }))).toEqual({ sides: 12, band: 4 });
    expect(rangeDie(regular(33, { cover: 'soft' }))).toHaveProperty('impossible');
    expect(rangeDie(regular(24, { cover: 'hard' }))).toEqual({ sides: 12, band: 3 });
    expect(rangeDie(regular(25, { cover: 'hard' }))).toHaveProperty('impossible');
  });

  it('gives the D8 of the potential-hits example: over one band, under two, in soft cover', () => {
    expect(rangeDie(regular(12, { cover: 'soft' }))).toEqual({ sides: 8, band: 2 });
  });

  it('shifts one more type for a target In Position, on top of cover', () => {
    expect(rangeDie(regular(12, { cover: 'soft', inPosition: true }))).toEqual({ sides: 10, band: 2 });
    expect(rangeDie(regular(12, { cover: 'hard', inPosition: true }))).toEqual({ sides: 12, band: 2 });
    expect(rangeDie(regular(17, { cover: 'hard', inPosition: true }))).toHaveProperty('impossible');
  });

  it('shifts a lone independent figure up a type (FIRING AT INDEPENDENT FIGURES example)', () => {
    // "over one range band from the firers (and in the open) ... D6 but is shifted up to a D8 ...
    //  if he was also in SOFT COVER it would rise to a D10."
    expect(rangeDie(regular(12, { loneFigure: true }))).toEqual({ sides: 8, band: 2 });
    expect(rangeDie(regular(12, { loneFigure: true, cover: 'soft' }))).toEqual({ sides: 10, band: 2 });
    // "only be fired on at up to four range bands if in the open, three ... soft cover or two ... hard cover"
    expect(rangeDie(regular(32, { loneFigure: true }))).toEqual({ sides: 12, band: 4 });
    expect(rangeDie(regular(33, { loneFigure: true }))).toHaveProperty('impossible');
    expect(rangeDie(regular(24, { loneFigure: true, cover: 'soft' }))).toEqual({ sides: 12, band: 3 });
    expect(rangeDie(regular(25, { loneFigure: true, cover: 'soft' }))).toHaveProperty('impossible');
    expect(rangeDie(regular(16, { loneFigure: true, cover: 'hard' }))).toEqual({ sides: 12, band: 2 });
    expect(rangeDie(regular(17, { loneFigure: true, cover: 'hard' }))).toHaveProperty('impossible');
  });

  it('counts an exact multiple as the next band under the full-multiple variant', () => {
    expect(rangeBandNumber(8, 8, 'up-to')).toBe(1);
    expect(rangeBandNumber(8, 8, 'full-multiple')).toBe(2);
    expect(rangeBandNumber(7.9, 8, 'full-multiple')).toBe(1);
    expect(rangeDie(regular(40, { edge: 'full-multiple' }))).toHaveProperty('impossible');
  });
});
