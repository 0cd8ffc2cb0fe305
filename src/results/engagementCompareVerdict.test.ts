import { describe, expect, it } from 'vitest';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { engagementCompareVerdict } from './engagementCompareVerdict.js';
import type { ResultsDocument } from './ResultsDocument.js';

const info = {
  outcomes: [
    { name: 'side_a_wins', label: 'Reds wins' },
    { name: 'side_b_wins', label: 'Blues wins' },
    { name: 'undecided', label: 'Undecided' },
  ],
} as unknown as ResolutionInfo;

function doc(rows: Array<[string, number, number]>, extra: Partial<ResultsDocument> = {}): ResultsDocument {
  const o = (p: number) => ({ p, lo: p, hi: p });
  return {
    method: 'monte-carlo',
    sweep: [],
    labels: rows.map((r) => r[0]),
    cells: rows.map(([label, a, b]) => ({
      label,
      params: {},
      outcomes: { side_a_wins: o(a), side_b_wins: o(b), undecided: o(1 - a - b) },
    })),
    ...extra,
  } as unknown as ResultsDocument;
}

describe('engagementCompareVerdict', () => {
  it('names the label with which side a wins most and least often, the others in between', () => {
    const [sentence] = engagementCompareVerdict(
      doc([
        ['Fire', 0.1, 0.3],
        ['Assault', 0.4, 0.2],
        ['Both', 0.2, 0.25],
      ]),
      info,
    );
    expect(sentence).toBe(
      '**Answer:** Reds wins most often with Assault — 40.00% (Blues 20.00%) and least often with Fire — 10.00% (Blues 30.00%); ' +
        'Both — 20.00% (Blues 25.00%). Whether a gap is more than chance: see the comparison below.',
    );
  });

  it('says when the labels are level within their intervals', () => {
    const level = doc([
      ['Fire', 0.13, 0.01],
      ['Rally', 0.12, 0],
    ]);
    level.cells[0].outcomes.side_a_wins = { p: 0.13, lo: 0.12, hi: 0.14 };
    level.cells[1].outcomes.side_a_wins = { p: 0.125, lo: 0.115, hi: 0.135 };
    expect(engagementCompareVerdict(level, info)[0]).toMatch(
      /^\*\*Answer:\*\* Reds wins about as often whatever the choice .*Fire — 13\.00% \(Blues 1\.00%\); Rally — 12\.50%/,
    );
  });

  it('says nothing for one label, a sweep, or another resolution', () => {
    expect(engagementCompareVerdict(doc([['Only', 0.5, 0.5]]), info)).toEqual([]);
    expect(
      engagementCompareVerdict(
        doc(
          [
            ['A', 0.1, 0.2],
            ['B', 0.3, 0.1],
          ],
          { sweep: [{ path: 'range', values: [1] }] } as never,
        ),
        info,
      ),
    ).toEqual([]);
    const fire = doc([
      ['A', 0.1, 0.2],
      ['B', 0.3, 0.1],
    ]);
    for (const c of fire.cells) c.outcomes = { hit: { p: 1, lo: 1, hi: 1 } } as never;
    expect(engagementCompareVerdict(fire, info)).toEqual([]);
  });
});
