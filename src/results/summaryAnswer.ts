import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { pathWords } from './axisTitle.js';
import { type ComparedQuantity, compareQuantity, verdictOf } from './comparisonSentences.js';
import { directionOf } from './directionOf.js';
import { engagementCompareVerdict } from './engagementCompareVerdict.js';
import { fixed, grouped, percent } from './formatNumbers.js';
import { places } from './places.js';
import type { CellResult, ResultsDocument } from './ResultsDocument.js';

/**
 * The paragraph a summary opens with: the scenario's question answered with the resolution's headline results (see
 * Favours). With compare labels: which label is better for the resolution's side, where and by how much, or that
 * they are level (or that the gap could be chance); with a sweep alone: where the headline result is highest and
 * lowest; with one cell: the headline results themselves. Engagements answer in words of their own (see
 * engagementVerdict): empty for a single engagement label.
 * @example summaryAnswer(doc, info)[0] // '**Answer:** the firer does better with Gauss rifle than with Advanced assault rifle. …'
 */
export function summaryAnswer(doc: ResultsDocument, info: ResolutionInfo): string[] {
  const headline = headlineQuantities(info, doc);
  if (headline.length === 0 || doc.cells.length === 0) return [];
  if (doc.labels.length > 1)
    return doc.labels
      .slice(1)
      .map((label) => compareAnswer(doc, info, headline, label))
      .filter((s) => s !== '');
  if (info.favours.sideLabel !== undefined) return [];
  if (doc.sweep.length > 0) return [`**Answer:** ${headline.map((q) => sweepClause(doc, q)).join('; ')}.`];
  const cell = doc.cells[0];
  return [`**Answer:** ${headline.map((q) => `${q.label}: ${valueText(doc, cell, q, true)}`).join('; ')}.`];
}

/** What a summary or report opens with: an engagement compare's own answer (engagementCompareVerdict), else summaryAnswer. */
export function openingAnswer(doc: ResultsDocument, info: ResolutionInfo): string[] {
  const engagement = engagementCompareVerdict(doc, info);
  return engagement.length > 0 ? engagement : summaryAnswer(doc, info);
}

function headlineQuantities(info: ResolutionInfo, doc: ResultsDocument): ComparedQuantity[] {
  return info.favours.headline.flatMap((name): ComparedQuantity[] => {
    const outcome = info.outcomes.find((o) => o.name === name) ?? doc.derived?.find((d) => d.name === name);
    if (outcome) return [{ name, label: outcome.label, kind: 'outcomes' }];
    const distribution = info.distributions.find((d) => d.name === name);
    return distribution ? [{ name, label: `Mean ${distribution.label.toLowerCase()}`, kind: 'means' }] : [];
  });
}

function compareAnswer(
  doc: ResultsDocument,
  info: ResolutionInfo,
  headline: ComparedQuantity[],
  label: string,
): string {
  const rows = (doc.comparisons ?? []).filter((c) => c.label === label);
  if (rows.length === 0) return '';
  const baseline = rows[0].baseline;
  const side = info.favours.side;
  const exact = doc.method === 'exact';
  const verdictsOf = (q: ComparedQuantity) =>
    rows
      .map((c) => c[q.kind][q.name])
      .filter((d) => d !== undefined)
      .map((d) => verdictOf(d, exact));
  // The first headline result that tells the labels apart leads (a direct hit as likely either way, the harm done not).
  const lead = headline.find((q) => verdictsOf(q).some((v) => v !== 'level')) ?? headline[0];
  const direction = directionOf(info, lead.name, doc.derived);
  const verdicts = verdictsOf(lead);
  const better = verdicts.filter((v) =>
    v === 'higher' ? direction === 1 : v === 'lower' ? direction === -1 : false,
  ).length;
  const worse = verdicts.filter((v) =>
    v === 'higher' ? direction === -1 : v === 'lower' ? direction === 1 : false,
  ).length;
  const trials = doc.cells.find((c) => c.label === label)?.trials;
  let opening: string;
  if (better > 0 && worse === 0)
    opening = `for ${side}, ${label} is better than ${baseline}${better < verdicts.length ? ' (or level)' : ''}`;
  else if (worse > 0 && better === 0)
    opening = `for ${side}, ${baseline} is better than ${label}${worse < verdicts.length ? ' (or level)' : ''}`;
  else if (better > 0 && worse > 0)
    opening = `for ${side}, whether ${label} or ${baseline} is better depends on ${doc.sweep.map((a) => pathWords(a.path)).join(' and ')}`;
  else if (verdicts.every((v) => v === 'level')) {
    opening = exact
      ? `for ${side}, ${label} and ${baseline} are level`
      : `for ${side}, no real difference between ${label} and ${baseline}${trials ? ` at ${grouped(trials)} trials` : ''}: what gaps there are could be chance`;
  } else opening = `${label} against ${baseline}`;
  const details = headline.map((q) => {
    const told = compareQuantity(doc, info, rows, q);
    return told ? `${q.label}: ${told.replace(/\.$/, '')}` : '';
  });
  return `**Answer:** ${capitalize(opening)}. ${details.filter((d) => d !== '').join('; ')}.`;
}

/** Where over the sweep the quantity is highest and where lowest ("the same everywhere" when it does not move). */
function sweepClause(doc: ResultsDocument, q: ComparedQuantity): string {
  const cells = doc.cells;
  const values = cells.map((c) => value(c, q));
  const most = Math.max(...values);
  const least = Math.min(...values);
  const where = (v: number) =>
    places(
      cells.filter((_, i) => values[i] === v).map((c) => c.params),
      doc.sweep,
    );
  const [high, low] = q.kind === 'outcomes' ? ['most likely', 'least likely'] : ['highest', 'lowest'];
  if (most === least) return `${q.label} is the same everywhere (${valueText(doc, cells[0], q, false)})`;
  const at = (v: number) => cells[values.indexOf(v)];
  return `${q.label} is ${high} at ${where(most)} (${valueText(doc, at(most), q, false)}) and ${low} at ${where(least)} (${valueText(doc, at(least), q, false)})`;
}

function value(cell: CellResult, q: ComparedQuantity): number {
  return q.kind === 'outcomes' ? (outcomeOf(cell, q.name)?.p ?? NaN) : (cell.means[q.name]?.mean ?? NaN);
}

function valueText(doc: ResultsDocument, cell: CellResult, q: ComparedQuantity, withInterval: boolean): string {
  const interval = withInterval && doc.method !== 'exact';
  if (q.kind === 'outcomes') {
    const o = outcomeOf(cell, q.name)!;
    return interval ? `${percent(o.p)} (95% interval ${percent(o.lo)} – ${percent(o.hi)})` : percent(o.p);
  }
  const m = cell.means[q.name];
  return interval ? `${fixed(m.mean)} (95% interval ${fixed(m.lo)} – ${fixed(m.hi)})` : fixed(m.mean);
}

const outcomeOf = (cell: CellResult, name: string) => cell.outcomes[name] ?? cell.derived?.[name];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
