import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import type { CellParams, Comparison, Difference, ResultsDocument } from './ResultsDocument.js';
import { grouped } from './formatNumbers.js';

type Verdict = 'ahead' | 'behind' | 'even';

/** Ahead when the whole interval is above zero, behind when it is below, even otherwise. */
export function verdictOf(d: Difference): Verdict {
  if (d.lo > 0) return 'ahead';
  if (d.hi < 0) return 'behind';
  return 'even';
}

/**
 * The comparisons of a results document in plain words: for each later label against the first, each
 * outcome and each casualty mean, which is ahead, by how much, and whether the difference is real at
 * this trial count (its 95% interval leaves out zero). Over a sweep, one sentence per quantity says
 * where the label is ahead, behind or level.
 * @example comparisonSentences(doc, info)[0] // 'Gauss rifle against Advanced assault rifle — Effective fire: ahead by 4.47 points (95% interval 4.16 to 4.78), a real difference at 200,000 trials.'
 */
export function comparisonSentences(doc: ResultsDocument, info: ResolutionInfo): string[] {
  const comparisons = doc.comparisons ?? [];
  const exact = doc.method === 'exact';
  const quantities = [
    ...info.outcomes.map((o) => ({ ...o, kind: 'outcomes' as const, unit: 'points' })),
    ...info.distributions
      .filter((d) => info.casualtyDistributions.includes(d.name))
      .map((d) => ({ name: d.name, label: `Mean ${d.label.toLowerCase()}`, kind: 'means' as const, unit: '' })),
  ];
  const sentences: string[] = [];
  for (const label of doc.labels.slice(1)) {
    const rows = comparisons.filter((c) => c.label === label);
    if (rows.length === 0) continue;
    const head = `${label} against ${rows[0].baseline}`;
    for (const q of quantities) {
      const scale = q.kind === 'outcomes' ? 100 : 1;
      const diffs = rows.map((c) => c[q.kind][q.name]).filter((d): d is Difference => d !== undefined);
      if (diffs.length !== rows.length) continue;
      const trials = doc.cells.find((c) => c.label === label)?.trials;
      const amount = (d: Difference) => `${fmt(Math.abs(d.d) * scale)}${q.unit ? ` ${q.unit}` : ''}`;
      if (doc.sweep.length === 0) {
        sentences.push(`${head} — ${q.label}: ${single(diffs[0], amount, scale, exact, trials)}`);
      } else {
        sentences.push(`${head} — ${q.label}: ${overSweep(rows, diffs, amount, exact)}`);
      }
    }
  }
  return sentences;
}

function single(d: Difference, amount: (d: Difference) => string, scale: number, exact: boolean, trials?: number): string {
  if (exact) return d.d === 0 ? 'exactly the same.' : `${d.d > 0 ? 'ahead' : 'behind'} by exactly ${amount(d)}.`;
  const interval = `(95% interval ${fmt(d.lo * scale)} to ${fmt(d.hi * scale)})`;
  const verdict = verdictOf(d);
  const at = trials ? ` at ${grouped(trials)} trials` : '';
  if (verdict === 'even') {
    return `no real difference${at}: ${d.d >= 0 ? '+' : '−'}${amount(d)} ${interval} could be chance; run more trials or treat them as level.`;
  }
  return `${verdict} by ${amount(d)} ${interval}, a real difference${at}.`;
}

function overSweep(rows: Comparison[], diffs: Difference[], amount: (d: Difference) => string, exact: boolean): string {
  const groups: Record<Verdict, number[]> = { ahead: [], behind: [], even: [] };
  diffs.forEach((d, i) => groups[exact ? (d.d > 0 ? 'ahead' : d.d < 0 ? 'behind' : 'even') : verdictOf(d)].push(i));
  const parts: string[] = [];
  for (const verdict of ['ahead', 'behind', 'even'] as const) {
    const indices = groups[verdict];
    if (indices.length === 0) continue;
    const where = indices.length === rows.length ? 'everywhere' : `at ${places(indices.map((i) => rows[i].params))}`;
    if (verdict === 'even') {
      parts.push(`${exact ? 'level' : 'no real difference'} ${where}`);
    } else {
      const sizes = indices.map((i) => Math.abs(diffs[i].d));
      const [least, most] = [amount({ d: Math.min(...sizes), lo: 0, hi: 0 }), amount({ d: Math.max(...sizes), lo: 0, hi: 0 })];
      const by = least === most ? least : `${least.replace(/ points$/, '')} to ${most}`;
      parts.push(`${verdict} ${where} (by ${by})`);
    }
  }
  return `${parts.join('; ')}.`;
}

/** Where in the sweep: "range 4, 8 and 12" for one swept path, "range 4, target.cover soft; …" for several. */
function places(params: CellParams[]): string {
  const paths = Object.keys(params[0] ?? {});
  const list = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0]);
  if (paths.length === 1) return `${paths[0]} ${list(params.map((p) => String(p[paths[0]])))}`;
  return params.map((p) => paths.map((path) => `${path} ${p[path]}`).join(', ')).join('; ');
}

function fmt(x: number): string {
  const text = Math.abs(x) >= 10 ? x.toFixed(1) : Math.abs(x) >= 1 ? x.toFixed(2) : x.toFixed(3);
  return text.replace('-', '−');
}
