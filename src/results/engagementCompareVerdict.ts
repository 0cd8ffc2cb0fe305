import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { percent } from './formatNumbers.js';
import type { ResultsDocument } from './ResultsDocument.js';

/**
 * The sentence that answers an engagement's compare (several labels, no sweep) across its labels: with which label
 * side a wins most often and least often, with each label's figures for both sides, so the summary opens with the
 * choice the designer asked about. Empty for any other resolution, for a sweep and for a single label.
 * @example engagementCompareVerdict(doc, info)[0] // '**Answer:** Regular squad wins most often with Assault — 20.58% (…'
 */
export function engagementCompareVerdict(doc: ResultsDocument, info: ResolutionInfo): string[] {
  if (doc.labels.length < 2 || doc.sweep.length > 0 || doc.cells.length === 0) return [];
  if (!('side_a_wins' in doc.cells[0].outcomes) || !('side_b_wins' in doc.cells[0].outcomes)) return [];
  const side = (outcome: string) =>
    (info.outcomes.find((o) => o.name === outcome)?.label ?? outcome).replace(/ wins$/, '');
  const rows = doc.labels.map((label) => {
    const cell = doc.cells.find((c) => c.label === label)!;
    const { p, lo, hi } = cell.outcomes.side_a_wins;
    return { label, a: p, lo, hi, b: cell.outcomes.side_b_wins.p };
  });
  const byA = [...rows].sort((x, y) => y.a - x.a || x.b - y.b);
  const best = byA[0];
  const worst = byA[byA.length - 1];
  const figures = (r: (typeof rows)[number]) => `${r.label} — ${percent(r.a)} (${side('side_b_wins')} ${percent(r.b)})`;
  const others = rows.filter((r) => r !== best && r !== worst);
  const tell = doc.method === 'exact' ? '' : ' Whether a gap is more than chance: see the comparison below.';
  if (doc.method !== 'exact' && best.lo <= worst.hi) {
    return [
      `**Answer:** ${side('side_a_wins')} wins about as often whatever the choice — the 95% intervals overlap: ` +
        `${rows.map(figures).join('; ')}.${tell}`,
    ];
  }
  return [
    `**Answer:** ${side('side_a_wins')} wins most often with ${figures(best)} and least often with ${figures(worst)}` +
      `${others.length > 0 ? `; ${others.map(figures).join('; ')}` : ''}.${tell}`,
  ];
}
