import type { CellResult, ResultsDocument } from '../../results/ResultsDocument.js';
import { CLOCK_X, CLOCK_Y } from '../../systems/stargrunt2/heavy/artillery/clockface.js';
import { firstCells } from '../firstCells.js';
import { methodLine } from '../methodLine.js';
import type { NamedChart } from '../NamedChart.js';
import { PALETTE, theme } from '../theme.js';

interface LandingPoint {
  label: string;
  series: string;
  x: number;
  y: number;
  p: number;
}

const FIRST = 'First round (exact clockface points)';
const OTHER = 'Each other round of the salvo';
const AIM = 'Aim point';

/**
 * Scatter chart of where rounds land around the aim point, one panel per compare label (first cell of
 * each): the first round at its exact clockface points (12 directions × each deviation distance of the
 * `deviation` distribution, a circle's area ∝ its probability) and, for a salvo, where each other round
 * lands (the first round's points moved D12 × D6 inches, binned on a grid of whole inches). x: inches
 * right of the aim point; y: inches over it (12 o'clock, away from the firer's baseline). A salvo is
 * recognised by `rounds_on_aim` reaching 2 or more.
 *
 * @example
 * artilleryScatter(doc).name; // 'scatter'
 */
export function artilleryScatter(doc: ResultsDocument): NamedChart {
  const cells = firstCells(doc);
  const values: Array<LandingPoint | { label: string; series: string; x: number; y: number }> = [];
  let extent = 6;
  for (const cell of cells) {
    const first = firstRoundPoints(cell);
    const points = [...first, ...(isSalvo(cell) ? otherRoundPoints(cell.label, first) : [])].filter((p) => p.p > 0);
    for (const p of points) if (p.p >= 1e-5) extent = Math.max(extent, Math.abs(p.x), Math.abs(p.y));
    values.push(...points, { label: cell.label, series: AIM, x: 0, y: 0 });
  }
  extent = Math.ceil(extent / 2) * 2 + 2;
  const scale = { domain: [-extent, extent], nice: false, zero: false };
  const several = cells.length > 1;
  const layers = {
    layer: [
      {
        transform: [{ filter: `datum.series !== '${AIM}'` }],
        mark: { type: 'circle' as const, opacity: 0.65 },
        encoding: {
          x: {
            field: 'x',
            type: 'quantitative' as const,
            scale,
            title: 'inches left (−) / right (+) of the aim point',
          },
          y: { field: 'y', type: 'quantitative' as const, scale, title: 'inches short (−) / over (+)' },
          size: {
            field: 'p',
            type: 'quantitative' as const,
            title: 'Probability',
            scale: { range: [4, 500] },
            legend: { format: '.1%' },
          },
          color: {
            field: 'series',
            type: 'nominal' as const,
            sort: [FIRST, OTHER],
            scale: { range: [PALETTE[0], PALETTE[1]] },
            title: null,
          },
          order: { field: 'series', sort: 'descending' as const },
          tooltip: [
            { field: 'series' },
            { field: 'x', format: '.1f' },
            { field: 'y', format: '.1f' },
            { field: 'p', format: '.3%' },
          ],
        },
      },
      {
        transform: [{ filter: `datum.series === '${AIM}'` }],
        mark: { type: 'point' as const, shape: 'cross', size: 220, filled: true, color: '#000000' },
        encoding: {
          x: { field: 'x', type: 'quantitative' as const, scale },
          y: { field: 'y', type: 'quantitative' as const, scale },
        },
      },
    ],
  };
  const size = { width: 380, height: 380 };
  const spec = several
    ? {
        facet: {
          column: {
            field: 'label',
            type: 'nominal' as const,
            sort: cells.map((c) => c.label),
            title: null,
            header: { labelFontSize: 13 },
          },
        },
        spec: { ...size, ...layers },
      }
    : { ...size, ...layers };
  return {
    name: 'scatter',
    spec: {
      $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
      config: theme,
      title: {
        text: `${doc.title}: where the rounds land`,
        subtitle: [methodLine(doc, cells), "Cross: the aim point; 12 o'clock points away from the firer's baseline"],
      },
      data: { values },
      ...spec,
    } as NamedChart['spec'],
  };
}

function isSalvo(cell: CellResult): boolean {
  return Object.entries(cell.distributions.rounds_on_aim ?? {}).some(([k, p]) => Number(k) >= 2 && p > 0);
}

/** The first round: on the aim point, or deviated `d` inches towards one of the 12 clock directions (each 1/12). */
function firstRoundPoints(cell: CellResult): LandingPoint[] {
  const out: LandingPoint[] = [];
  for (const [k, p] of Object.entries(cell.distributions.deviation ?? {})) {
    const d = Number(k);
    if (p <= 0) continue;
    if (d === 0) out.push({ label: cell.label, series: FIRST, x: 0, y: 0, p });
    else
      for (let f = 0; f < 12; f++)
        out.push({ label: cell.label, series: FIRST, x: d * CLOCK_X[f], y: d * CLOCK_Y[f], p: p / 12 });
  }
  return out;
}

/** Any other round of the salvo: the first round's point moved D12 × D6 inches, binned on whole inches. */
function otherRoundPoints(label: string, first: LandingPoint[]): LandingPoint[] {
  const bins = new Map<string, number>();
  for (const pt of first) {
    for (let f = 0; f < 12; f++) {
      for (let d6 = 1; d6 <= 6; d6++) {
        const key = `${Math.round(pt.x + d6 * CLOCK_X[f])},${Math.round(pt.y + d6 * CLOCK_Y[f])}`;
        bins.set(key, (bins.get(key) ?? 0) + pt.p / 72);
      }
    }
  }
  return [...bins].map(([key, p]) => {
    const [x, y] = key.split(',').map(Number);
    return { label, series: OTHER, x, y, p };
  });
}
