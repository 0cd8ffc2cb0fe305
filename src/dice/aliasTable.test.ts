import { describe, expect, it } from 'vitest';
import { aliasTable, sampleAlias } from './aliasTable.js';

/** The exact chance of each value under the table: each column is 1/size, split by its threshold. */
function chances(entries: Array<[number, number]>): Map<number, number> {
  const t = aliasTable(entries);
  const out = new Map<number, number>();
  for (let i = 0; i < t.size; i++) {
    out.set(t.value[i], (out.get(t.value[i]) ?? 0) + t.threshold[i] / t.size);
    out.set(t.alias[i], (out.get(t.alias[i]) ?? 0) + (1 - t.threshold[i]) / t.size);
  }
  return out;
}

describe('aliasTable (one uniform per draw from a known distribution)', () => {
  it('gives every value exactly its probability, columns and aliases added up', () => {
    const cases: Array<Array<[number, number]>> = [
      [
        [0, 0.5],
        [1, 0.5],
      ],
      [
        [3, 0.1],
        [5, 0.2],
        [8, 0.3],
        [13, 0.4],
      ],
      [
        [0, 1 / 216],
        [1, 215 / 216],
      ],
      Array.from({ length: 37 }, (_, k): [number, number] => [k * 10, (k + 1) / ((37 * 38) / 2)]),
    ];
    for (const entries of cases) {
      const got = chances(entries);
      for (const [v, p] of entries) expect(got.get(v), `value ${v}`).toBeCloseTo(p, 14);
    }
  });

  it('leaves out values of probability 0 and samples by the column and the rest of u', () => {
    const t = aliasTable([
      [1, 0],
      [2, 0.25],
      [3, 0.75],
    ]);
    expect(t.size).toBe(2);
    // Column 0 (value 2) keeps half of itself: 2 below u = 0.25, 3 above.
    expect([0.1, 0.3, 0.6, 0.99].map((u) => sampleAlias(t, u))).toEqual([2, 3, 3, 3]);
  });
});
