import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { directionOf } from './directionOf.js';
import { grouped } from './formatNumbers.js';
import { places } from './places.js';
import type { Comparison, Difference, ResultsDocument, SweepAxis } from './ResultsDocument.js';

type Verdict = 'higher' | 'lower' | 'level';

/** Exact differences below this are floating-point rounding (sums taken in another order), not a difference. */
const EXACT_LEVEL = 1e-12;

/** Higher when the whole interval is above zero, lower when it is below, level otherwise (exact: by the difference itself). */
export function verdictOf(d: Difference, exact = false): Verdict {
  if (exact) return d.d > EXACT_LEVEL ? 'higher' : d.d < -EXACT_LEVEL ? 'lower' : 'level';
  if (d.lo > 0) return 'higher';
  if (d.hi < 0) return 'lower';
  return 'level';
}

/** A quantity compared: an outcome (in points, "more often") or the mean of a casualty distribution ("higher"). */
export interface ComparedQuantity {
  name: string;
  label: string;
  kind: 'outcomes' | 'means';
}

/** The outcomes, the derived outcomes, then the means of the casualty distributions: what comparisons speak of. */
export function comparedQuantities(info: ResolutionInfo, doc: ResultsDocument): ComparedQuantity[] {
  return [
    ...info.outcomes.map((o) => ({ name: o.name, label: o.label, kind: 'outcomes' as const })),
    ...(doc.derived ?? []).map((d) => ({ name: d.name, label: d.label, kind: 'outcomes' as const })),
    ...info.distributions
      .filter((d) => info.casualtyDistributions.includes(d.name))
      .map((d) => ({ name: d.name, label: `Mean ${d.label.toLowerCase()}`, kind: 'means' as const })),
  ];
}

/**
 * The comparisons of a results document in plain words: for each later label against the first, each outcome and
 * each casualty mean — more or less often (higher or lower), by how much, whether the difference is real at this
 * trial count (its 95% interval leaves out zero), and whether that is better or worse for the resolution's side
 * (see Favours). Over a sweep, one sentence per quantity says where.
 * @example comparisonSentences(doc, info)[0] // 'Gauss rifle against Advanced assault rifle — Effective fire: more often by 4.47 points (…), a real difference at 200,000 trials — better for the firer.'
 */
export function comparisonSentences(doc: ResultsDocument, info: ResolutionInfo): string[] {
  const sentences: string[] = [];
  for (const label of doc.labels.slice(1)) {
    const rows = (doc.comparisons ?? []).filter((c) => c.label === label);
    if (rows.length === 0) continue;
    for (const q of comparedQuantities(info, doc)) {
      const told = compareQuantity(doc, info, rows, q);
      if (told) sentences.push(`${label} against ${rows[0].baseline} — ${q.label}: ${told}`);
    }
  }
  return sentences;
}

/** What one quantity does between a label's cells and the baseline's: the sentence after "Label against Baseline — Quantity:". */
export function compareQuantity(
  doc: ResultsDocument,
  info: ResolutionInfo,
  rows: Comparison[],
  q: ComparedQuantity,
): string | undefined {
  const diffs = rows.map((c) => c[q.kind][q.name]).filter((d): d is Difference => d !== undefined);
  if (diffs.length !== rows.length || diffs.length === 0) return undefined;
  const exact = doc.method === 'exact';
  const words = wordsFor(q, directionOf(info, q.name, doc.derived), info.favours.side);
  if (doc.sweep.length === 0) {
    const trials = doc.cells.find((c) => c.label === rows[0].label)?.trials;
    return single(diffs[0], words, exact, trials);
  }
  return overSweep(rows, diffs, words, exact, doc.sweep);
}

interface Words {
  scale: number;
  unit: string;
  more: string;
  less: string;
  /** "better for the firer" where higher is better for it, and so on; '' for a quantity that is neither. */
  goodness: (v: Verdict) => string;
}

function wordsFor(q: ComparedQuantity, direction: 1 | -1 | 0, side: string): Words {
  const outcome = q.kind === 'outcomes';
  return {
    scale: outcome ? 100 : 1,
    unit: outcome ? ' points' : '',
    more: outcome ? 'more often' : 'higher',
    less: outcome ? 'less often' : 'lower',
    goodness: (v) =>
      direction === 0 || v === 'level'
        ? ''
        : (v === 'higher') === (direction === 1)
          ? `better for ${side}`
          : `worse for ${side}`,
  };
}

function single(d: Difference, w: Words, exact: boolean, trials?: number): string {
  const amount = `${fmt(Math.abs(d.d) * w.scale)}${w.unit}`;
  const v = verdictOf(d, exact);
  const good = w.goodness(v) ? ` — ${w.goodness(v)}` : '';
  const direction = v === 'higher' ? w.more : w.less;
  if (exact) return v === 'level' ? 'exactly the same.' : `${direction} by exactly ${amount}${good}.`;
  const interval = `(95% interval ${fmt(d.lo * w.scale)} to ${fmt(d.hi * w.scale)})`;
  const at = trials ? ` at ${grouped(trials)} trials` : '';
  if (v === 'level') {
    return `no real difference${at}: ${d.d >= 0 ? '+' : '−'}${amount} ${interval} could be chance; run more trials or treat them as level.`;
  }
  return `${direction} by ${amount} ${interval}, a real difference${at}${good}.`;
}

function overSweep(rows: Comparison[], diffs: Difference[], w: Words, exact: boolean, sweep: SweepAxis[]): string {
  const groups: Record<Verdict, number[]> = { higher: [], lower: [], level: [] };
  diffs.forEach((d, i) => groups[verdictOf(d, exact)].push(i));
  const parts: string[] = [];
  for (const v of ['higher', 'lower', 'level'] as const) {
    const indices = groups[v];
    if (indices.length === 0) continue;
    const where =
      indices.length === rows.length
        ? 'everywhere'
        : `at ${places(
            indices.map((i) => rows[i].params),
            sweep,
          )}`;
    if (v === 'level') {
      parts.push(`${exact ? 'level' : 'no real difference'} ${where}`);
    } else {
      const sizes = indices.map((i) => Math.abs(diffs[i].d) * w.scale);
      const [least, most] = [fmt(Math.min(...sizes)), fmt(Math.max(...sizes))];
      const by = least === most ? `${least}${w.unit}` : `${least} to ${most}${w.unit}`;
      parts.push(`${v === 'higher' ? w.more : w.less} ${where} (by ${by})${w.goodness(v) ? `, ${w.goodness(v)}` : ''}`);
    }
  }
  return `${parts.join('; ')}.`;
}

function fmt(x: number): string {
  const text = Math.abs(x) >= 10 ? x.toFixed(1) : Math.abs(x) >= 1 ? x.toFixed(2) : x.toFixed(3);
  return text.replace('-', '−');
}
