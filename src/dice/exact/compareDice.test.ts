import { describe, expect, it } from 'vitest';
import { compareDice } from './compareDice.js';
import { Dist } from './Dist.js';

describe('compareDice', () => {
  it('d6 against d6: 15/36 greater, 6/36 equal, 15/36 less', () => {
    const r = compareDice(Dist.uniform(6), Dist.uniform(6));
    expect(r.probExact('greater')).toEqual({ num: 5n, den: 12n });
    const { num, den } = r.probExact('greater');
    expect(num * 36n).toBe(15n * den);
    expect(r.probExact('equal')).toEqual({ num: 1n, den: 6n });
    expect(r.probExact('less')).toEqual({ num: 5n, den: 12n });
  });

  it('D12x2 against D6, worked by hand', () => {
    // D12x2 scores 2, 4, …, 24, each 1/12. Against a d6 (each face 1/6):
    //   2 beats only a 1 (1 way), ties a 2 (1 way); 4 beats 1–3 (3), ties 4; 6 beats 1–5 (5), ties 6;
    //   8 … 24 (9 scores) beat every face (6 each).
    // Out of 72: greater = 1 + 3 + 5 + 9·6 = 63, equal = 3, less = 72 - 66 = 6 (2 < 3..6, 4 < 5, 6).
    const r = compareDice(Dist.die({ sides: 12, multiplier: 2 }), Dist.uniform(6));
    expect(r.probExact('greater')).toEqual({ num: 7n, den: 8n });
    expect(r.probExact('equal')).toEqual({ num: 1n, den: 24n });
    expect(r.probExact('less')).toEqual({ num: 1n, den: 12n });
  });

  it('leaves out outcomes that cannot happen', () => {
    expect(compareDice(Dist.constant(9), Dist.uniform(8)).keys()).toEqual(['greater']);
  });
});
