/**
 * Test fixtures: realistic results documents of a Stargrunt II fire resolution (regular squad with
 * advanced assault rifles or Gauss rifles against a green squad of 8), with self-consistent numbers
 * (probabilities sum to 1, means follow from the distributions, Wilson intervals for 10⁶ trials).
 * Not rulebook results: the numbers come from a smooth made-up model, only their shape matters here.
 */

import type { CellParams, CellResult, MeanSummary, ResultsDocument } from '../../src/results/ResultsDocument.js';
import { resolutionInfo } from '../../src/systems/Resolution.js';
import type { ResolutionInfo } from '../../src/systems/ResolutionInfo.js';
import fireDefinition from '../../src/systems/stargrunt2/fire/fireDefinition.js';
import fireKernel from '../../src/systems/stargrunt2/fire/fireKernel.js';

/** The resolution metadata of Stargrunt II fire at infantry (docs/architecture.md, "The results document"). */
export const fireInfo: ResolutionInfo = resolutionInfo({
  system: 'stargrunt2',
  resolve: 'fire',
  definition: fireDefinition,
  kernel: fireKernel,
});

const TRIALS = 1_000_000;
const Z = 1.959963984540054;

function wilson(p: number, n: number): { p: number; lo: number; hi: number } {
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { p, lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

/** Poisson(λ) truncated at `max` (the tail folded into `max`), as { "0": p0, … }. */
function poisson(lambda: number, max: number): Record<string, number> {
  const out: Record<string, number> = {};
  let term = Math.exp(-lambda);
  let rest = 1;
  for (let k = 0; k < max; k++) {
    out[String(k)] = term;
    rest -= term;
    term *= lambda / (k + 1);
  }
  out[String(max)] = Math.max(0, rest);
  return out;
}

function summary(dist: Record<string, number>, n: number): MeanSummary {
  const entries = Object.entries(dist).map(([k, p]) => [Number(k), p] as const);
  const mean = entries.reduce((s, [k, p]) => s + k * p, 0);
  const sd = Math.sqrt(entries.reduce((s, [k, p]) => s + p * (k - mean) ** 2, 0));
  const quantile = (q: number): number => {
    let acc = 0;
    for (const [k, p] of entries) if ((acc += p) >= q) return k;
    return entries[entries.length - 1][0];
  };
  const half = (Z * sd) / Math.sqrt(n);
  return { mean, lo: mean - half, hi: mean + half, sd, p5: quantile(0.05), median: quantile(0.5), p95: quantile(0.95) };
}

const COVER = { open: 1, soft: 0.55, hard: 0.3 } as const;

/** One cell of the made-up model: firepower falls with range and cover, Gauss hits harder. */
function cell(
  label: string,
  params: CellParams,
  range: number,
  cover: keyof typeof COVER,
  trials: number,
  skill = 1,
): CellResult {
  const gauss = label === 'Gauss rifle' ? 1.35 : 1;
  const strength = skill * gauss * COVER[cover] * Math.exp(-range / 30);
  const effective = 0.08 + 0.8 * strength * (1 - 0.35 * strength);
  const suppressed = Math.min(1 - effective, 0.55 - 0.25 * strength);
  const outcomes = { no_effect: 1 - effective - suppressed, suppressed_only: suppressed, effective };
  const distributions: Record<string, Record<string, number>> = {
    potential_hits: poisson(2.6 * strength + 0.3, 8),
    wound_results: poisson(0.9 * strength + 0.05, 8),
    kill_results: poisson(0.8 * strength * gauss + 0.05, 8),
    dead: poisson(0.95 * strength * gauss + 0.02, 8),
    wounded: poisson(0.7 * strength + 0.03, 8),
    // Dead plus wounded: the two made-up counts taken as independent Poisson counts, whose sum is Poisson.
    casualties: poisson(0.95 * strength * gauss + 0.02 + 0.7 * strength + 0.03, 8),
  };
  const means = Object.fromEntries(Object.entries(distributions).map(([k, d]) => [k, summary(d, trials)]));
  return {
    label,
    params,
    trials,
    outcomes: Object.fromEntries(Object.entries(outcomes).map(([k, p]) => [k, wilson(p, trials)])),
    distributions,
    means,
  };
}

const LABELS = ['Advanced assault rifle', 'Gauss rifle'];

function baseDoc(): Omit<ResultsDocument, 'sweep' | 'cells'> {
  return {
    gruntlab: '0.1.0',
    scenario: 'scenarios/stargrunt2/fire-regulars-vs-treeline.yaml',
    title: 'Regular rifle squad fires on a Green squad in the treeline',
    system: 'stargrunt2',
    resolve: 'fire',
    method: 'monte-carlo',
    seed: 7,
    rules: {},
    labels: [...LABELS],
  };
}

/** Two compare labels at range 12 in soft cover, no sweep; `trials` per cell (wide intervals when few). */
export function fireFixture(trials = TRIALS): ResultsDocument {
  return { ...baseDoc(), sweep: [], cells: LABELS.map((l) => cell(l, {}, 12, 'soft', trials)) };
}

export const SWEEP_RANGES = [4, 8, 12, 16, 20, 24, 32, 40];
export const SWEEP_COVERS = ['open', 'soft', 'hard'] as const;

/** Sweep range × target.cover, two compare labels: 2 × 8 × 3 = 48 cells. */
export function sweepFixture(trials = TRIALS): ResultsDocument {
  const cells: CellResult[] = [];
  for (const l of LABELS)
    for (const range of SWEEP_RANGES)
      for (const cover of SWEEP_COVERS) cells.push(cell(l, { range, 'target.cover': cover }, range, cover, trials));
  return {
    ...baseDoc(),
    sweep: [
      { path: 'range', values: [...SWEEP_RANGES] },
      { path: 'target.cover', values: [...SWEEP_COVERS] },
    ],
    cells,
  };
}

/**
 * Other sweep shapes: `['target.cover', 'range']` (ordinal x, ranges 4/12/24 as columns),
 * `['range']` alone (soft cover), or `['range', 'target.cover', 'firer.quality']` (regular, veteran).
 */
export function sweepShape(shape: 'cover-first' | 'range-only' | 'three-axes'): ResultsDocument {
  const ranges = shape === 'cover-first' ? [4, 12, 24] : SWEEP_RANGES;
  const covers = shape === 'range-only' ? (['soft'] as const) : SWEEP_COVERS;
  const qualities = shape === 'three-axes' ? ['regular', 'veteran'] : ['regular'];
  const cells: CellResult[] = [];
  for (const l of LABELS)
    for (const range of ranges)
      for (const cover of covers)
        for (const quality of qualities) {
          const params: CellParams =
            shape === 'range-only'
              ? { range }
              : shape === 'cover-first'
                ? { 'target.cover': cover, range }
                : { range, 'target.cover': cover, 'firer.quality': quality };
          cells.push(cell(l, params, range, cover, TRIALS, quality === 'veteran' ? 1.3 : 1));
        }
  const sweep =
    shape === 'range-only'
      ? [{ path: 'range', values: ranges }]
      : shape === 'cover-first'
        ? [
            { path: 'target.cover', values: [...covers] },
            { path: 'range', values: ranges },
          ]
        : [
            { path: 'range', values: ranges },
            { path: 'target.cover', values: [...covers] },
            { path: 'firer.quality', values: qualities },
          ];
  return { ...baseDoc(), sweep, cells };
}

/** The same document as if run with --exact: method 'exact', lo = hi = p, no trials. */
export function exactFixture(doc: ResultsDocument): ResultsDocument {
  return {
    ...doc,
    method: 'exact',
    cells: doc.cells.map((c) => {
      const { trials: _trials, ...rest } = c;
      return {
        ...rest,
        outcomes: Object.fromEntries(Object.entries(c.outcomes).map(([k, v]) => [k, { p: v.p, lo: v.p, hi: v.p }])),
        means: Object.fromEntries(Object.entries(c.means).map(([k, m]) => [k, { ...m, lo: m.mean, hi: m.mean }])),
      };
    }),
  };
}

/** A one-label document (no compare): the label is the title. */
export function singleFixture(): ResultsDocument {
  const doc = fireFixture();
  return { ...doc, labels: [doc.title], cells: [{ ...doc.cells[0], label: doc.title }] };
}
