import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { axisTitle } from './axisTitle.js';
import { comparisonSentences } from './comparisonSentences.js';
import { engagementVerdict } from './engagementVerdict.js';
import { fixed, grouped, percent, plusMinus } from './formatNumbers.js';
import { places } from './places.js';
import type { CellParams, CellResult, ResultsDocument } from './ResultsDocument.js';
import { situationLines } from './situationLines.js';
import { openingAnswer } from './summaryAnswer.js';

/**
 * The readable summary of a run as Markdown (printed on stdout and written to summary.md): without a
 * sweep, a table of outcomes and one of distributions per compare label; with a sweep, one table per
 * label with a row per swept point.
 */
export function formatSummary(doc: ResultsDocument, info: ResolutionInfo): string {
  const situation = situationLines(doc);
  const lines = [
    `# ${doc.title}`,
    '',
    ...(situation.length > 0 ? [...situation.map((s) => `${s}  `), ''] : []),
    methodLine(doc),
    '',
  ];
  const answer = openingAnswer(doc, info);
  if (answer.length > 0) lines.push(...answer, '');
  for (const label of doc.labels) {
    const cells = doc.cells.filter((c) => c.label === label);
    if (doc.labels.length > 1 || doc.sweep.length > 0) lines.push(`## ${label}`, '');
    const verdict = engagementVerdict(doc, cells, info);
    if (verdict.length > 0) lines.push(...verdict, '');
    if (doc.sweep.length === 0) lines.push(...cellTables(doc, cells[0], info, doc.method === 'exact'));
    else lines.push(...sweepTable(doc, cells, info));
    lines.push('');
  }
  if (doc.notes && doc.notes.length > 0)
    lines.push('## Where the rules flatten the sweep', '', ...doc.notes.map((n) => `- ${n}`), '');
  const sentences = comparisonSentences(doc, info);
  if (sentences.length > 0) lines.push('## Comparison', '', ...sentences.map((s) => `- ${s}`), '');
  return lines.join('\n');
}

function methodLine(doc: ResultsDocument): string {
  const why = doc.method_note ? `; ${doc.method_note}` : '';
  const method =
    doc.method === 'exact'
      ? `exact (enumeration${why})`
      : `Monte Carlo${why ? ` (${why.slice(2)})` : ''}, ${trialsText(doc)}, 95% intervals`;
  const rules = Object.entries(doc.rules)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  const what =
    doc.resolve === 'dice'
      ? `${doc.system === 'dice' ? '' : `${doc.system} · `}the dice language`
      : `${doc.system} \`${doc.resolve}\``;
  return `${what} · ${method} · seed ${doc.seed}${rules ? ` · rules: ${rules}` : ''}`;
}

function trialsText(doc: ResultsDocument): string {
  const counts = doc.cells.map((c) => c.trials ?? 0);
  const least = Math.min(...counts);
  const most = Math.max(...counts);
  const trials =
    least === most ? `${grouped(most)} trials per cell` : `${grouped(least)} to ${grouped(most)} trials per cell`;
  if (doc.precision === undefined) return trials;
  const short = doc.cells.filter((c) => c.stopped_by === 'trials').length;
  const reached = short === 0 ? 'reached by every cell' : `not reached by ${short} cell(s), stopped at the trial cap`;
  return `run to a precision of ±${(doc.precision * 100).toFixed(2)} points (${reached}), ${trials}`;
}

function cellTables(doc: ResultsDocument, cell: CellResult, info: ResolutionInfo, exact: boolean): string[] {
  const lines = exact
    ? ['| outcome | probability |', '| --- | ---: |']
    : ['| outcome | probability | 95% interval |', '| --- | ---: | --- |'];
  for (const { name, label } of info.outcomes) {
    const o = cell.outcomes[name];
    lines.push(
      exact ? `| ${label} | ${percent(o.p)} |` : `| ${label} | ${percent(o.p)} | ${percent(o.lo)} – ${percent(o.hi)} |`,
    );
  }
  for (const { name, label, expression } of doc.derived ?? []) {
    const o = cell.derived?.[name];
    if (!o) continue;
    const shown = `${label} (= ${expression})`;
    lines.push(
      exact ? `| ${shown} | ${percent(o.p)} |` : `| ${shown} | ${percent(o.p)} | ${percent(o.lo)} – ${percent(o.hi)} |`,
    );
  }
  if (info.distributions.length > 0) {
    lines.push(
      '',
      exact
        ? '| distribution | mean | sd | median | 5%–95% |'
        : '| distribution | mean | 95% interval | sd | median | 5%–95% |',
      exact ? '| --- | ---: | ---: | ---: | --- |' : '| --- | ---: | --- | ---: | ---: | --- |',
    );
    for (const { name, label } of info.distributions) {
      const m = cell.means[name];
      // a distribution this cell does not have (e.g. a crew's, when no crew was given), or detail for the resolution's charts
      if (!m || info.detail.includes(name)) continue;
      const interval = exact ? '' : ` ${fixed(m.lo)} – ${fixed(m.hi)} |`;
      lines.push(`| ${label} | ${fixed(m.mean)} |${interval} ${fixed(m.sd)} | ${m.median} | ${m.p5}–${m.p95} |`);
    }
  }
  if (cell.note) lines.push('', `Note: ${cell.note}`);
  return lines;
}

function sweepTable(doc: ResultsDocument, cells: CellResult[], info: ResolutionInfo): string[] {
  const paths = doc.sweep.map((a) => a.path);
  const casualties = info.distributions.filter((d) => info.casualtyDistributions.includes(d.name));
  const derived = doc.derived ?? [];
  const header = [
    ...paths.map((path) => axisTitle(path, info)),
    ...info.outcomes.map((o) => o.label),
    ...derived.map((d) => d.label),
    ...casualties.map((d) => `${d.label} (mean)`),
  ];
  const lines = [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, i) => (i < paths.length ? '---' : '---:')).join(' | ')} |`,
  ];
  // Cells with the same note are named together (a big sweep has the same note for dozens of cells).
  const noted = new Map<string, CellParams[]>();
  for (const cell of cells) {
    const row = [
      ...paths.map((p) => String(cell.params[p])),
      ...info.outcomes.map(({ name }) =>
        plusMinus(cell.outcomes[name].p, cell.outcomes[name].lo, cell.outcomes[name].hi),
      ),
      ...derived.map(({ name }) =>
        cell.derived?.[name] ? plusMinus(cell.derived[name].p, cell.derived[name].lo, cell.derived[name].hi) : '',
      ),
      ...casualties.map(({ name }) => fixed(cell.means[name].mean)),
    ];
    lines.push(`| ${row.join(' | ')} |`);
    if (cell.note) noted.set(cell.note, [...(noted.get(cell.note) ?? []), cell.params]);
  }
  const notes = [...noted].map(([note, params]) => `- ${places(params, doc.sweep, Infinity)}: ${note}`);
  if (notes.length > 0) lines.push('', 'Notes:', ...notes);
  return lines;
}
