import { describe, expect, it } from 'vitest';
import { exactSummary } from '../../../testing/exactSummary.js';
import { artilleryCell } from '../../../testing/systems/stargrunt2/heavy/artillery/testCells.js';
import type { ResultsDocument } from '../../results/ResultsDocument.js';
import { artilleryLayout } from '../../systems/stargrunt2/heavy/artillery/artilleryLayout.js';
import { exactArtillery } from '../../systems/stargrunt2/heavy/artillery/exactArtillery.js';
import { artilleryScatter } from './artilleryScatter.js';

/** A results document of exact cells, one per label, as the runner would assemble it. */
export function scatterFixture(rounds: number[]): ResultsDocument {
  const cells = rounds.map((n) => {
    const cell = artilleryCell({
      mission: { delivery: 'small', rounds: n },
      observer: { quality: 'regular', leadership: 2, specialist: true },
      target: { armour: 'basic', positions: [[0, 0]] },
    });
    return { label: `${n} round(s)`, params: {}, ...exactSummary(artilleryLayout(cell), exactArtillery(cell)) };
  });
  return {
    gruntlab: '0.1.0',
    scenario: 'test.yaml',
    title: 'Mortars',
    system: 'stargrunt2',
    resolve: 'artillery',
    method: 'exact',
    seed: 1,
    rules: {},
    sweep: [],
    labels: cells.map((c) => c.label),
    cells,
  } as unknown as ResultsDocument;
}

describe('artilleryScatter', () => {
  it('draws the first round on the clockface with probabilities summing to 1, and the salvo only when there is one', () => {
    const chart = artilleryScatter(scatterFixture([1]));
    expect(chart.name).toBe('scatter');
    const values = (chart.spec as { data: { values: Array<{ series: string; p?: number; x: number; y: number }> } })
      .data.values;
    const first = values.filter((v) => v.series.startsWith('First'));
    expect(first.reduce((a, v) => a + (v.p ?? 0), 0)).toBeCloseTo(1, 12);
    expect(first.find((v) => v.x === 0 && v.y === 0)?.p).toBeCloseTo(6 / 8, 12);
    expect(values.some((v) => v.series.startsWith('Each other'))).toBe(false);
  });

  it('adds where each other round of a salvo lands (probabilities summing to 1) and one panel per label', () => {
    const chart = artilleryScatter(scatterFixture([1, 3]));
    const spec = chart.spec as {
      facet: unknown;
      data: { values: Array<{ label: string; series: string; p?: number }> };
    };
    expect(spec.facet).toBeDefined();
    const other = spec.data.values.filter((v) => v.label === '3 round(s)' && v.series.startsWith('Each other'));
    expect(other.reduce((a, v) => a + (v.p ?? 0), 0)).toBeCloseTo(1, 12);
  });
});
