import { relative } from 'node:path';
import { packageRoot } from '../packageRoot.js';
import { escapeHtml } from '../results/escapeHtml.js';
import { grouped } from '../results/formatNumbers.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import type { Interpretation } from './interpretationsFor.js';

/** What the methods section needs besides the results document. */
export interface MethodsInput {
  doc: ResultsDocument;
  info: ResolutionInfo;
  /** Seconds the run took; undefined when not known (a report made from an earlier results.json). */
  seconds?: number;
  interpretations: Interpretation[];
  /** The system's docs files (absolute), linked as the full record of interpretations. */
  docs: string[];
  /** The folder the report is written to: docs links are relative to it so they open from disk. */
  reportDir: string;
}

/**
 * The methods section: gruntlab version, system and resolution, method (trials or exact), seed, run
 * time, and each rule variant in force with the passage of `docs/rules/` that records the reading it
 * rests on (linked relative to the report's folder).
 *
 * @example
 * methodsHtml({ doc, info, interpretations: [], docs: [], reportDir: 'out' }).includes('Seed'); // true
 */
export function methodsHtml(m: MethodsInput): string {
  const { doc, info } = m;
  const link = (file: string, anchor?: string) => `${posix(relative(m.reportDir, file))}${anchor ? `#${anchor}` : ''}`;
  const shown = (file: string) => escapeHtml(posix(relative(packageRoot(), file)));
  const rows: Array<[string, string]> = [
    ['gruntlab', escapeHtml(doc.gruntlab)],
    ['System', `<code>${escapeHtml(doc.system)}</code>`],
    ['Resolution', `<code>${escapeHtml(doc.resolve)}</code> — ${escapeHtml(info.description)}`],
    ['Method', methodText(doc)],
    ['Seed', escapeHtml(String(doc.seed))],
    ['Run time', m.seconds === undefined ? 'not recorded' : `${m.seconds.toFixed(1)} s`],
    ['Scenario file', `<code>${escapeHtml(doc.scenario)}</code>`],
    [
      'Cells',
      `${doc.cells.length} (${doc.labels.length} label${doc.labels.length === 1 ? '' : 's'}${doc.sweep.map((a) => ` × ${a.values.length} ${escapeHtml(a.path)}`).join('')})`,
    ],
  ];
  const table = `<table class="methods">\n${rows.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('\n')}\n</table>`;
  const variants =
    m.interpretations.length === 0
      ? '<p>This resolution has no rule variants.</p>'
      : `<p>Rule variants in force for the base scenario (a <code>compare</code> entry or a sweep over <code>rules.…</code> may change them for some cells; see the scenario above). Each rests on a recorded reading of the rulebook:</p>
<div class="scroll"><table class="variants">
<thead><tr><th>variant</th><th>setting</th><th>how gruntlab reads the rule</th></tr></thead>
<tbody>
${m.interpretations
  .map((i) => {
    const where = i.file
      ? `<a href="${escapeHtml(link(i.file, i.anchor))}">${shown(i.file)} — ${escapeHtml(i.heading ?? '')}</a><blockquote>${escapeHtml(i.excerpt ?? '')}</blockquote>`
      : '<span class="muted">not recorded in docs/rules/</span>';
    return `<tr><td><code>${escapeHtml(i.rule)}</code></td><td><code>${escapeHtml(i.setting)}</code></td><td>${where}</td></tr>`;
  })
  .join('\n')}
</tbody></table></div>`;
  const docs =
    m.docs.length === 0
      ? ''
      : `<p>Every interpretation of the ${escapeHtml(doc.system)} rules: ${m.docs.map((f) => `<a href="${escapeHtml(link(f))}">${shown(f)}</a>`).join(', ')}.</p>`;
  const stats =
    doc.method === 'exact'
      ? '<p>Exact probabilities by enumeration: no sampling error, so no intervals.</p>'
      : "<p>Probabilities carry 95% Wilson score intervals; means a 95% interval from their standard error; differences between compare labels Newcombe's score interval. Each chunk of trials draws its own xoshiro128** stream from the seed, so the same seed gives the same numbers with any number of workers.</p>";
  return [table, stats, '<h3>Rule variants and interpretations</h3>', variants, docs].join('\n');
}

function methodText(doc: ResultsDocument): string {
  if (doc.method === 'exact') return 'exact (enumeration)';
  const counts = doc.cells.map((c) => c.trials ?? 0);
  const [least, most] = [Math.min(...counts), Math.max(...counts)];
  const trials =
    least === most ? `${grouped(most)} trials per cell` : `${grouped(least)} to ${grouped(most)} trials per cell`;
  const precision =
    doc.precision === undefined ? '' : `, run to a precision of ±${(doc.precision * 100).toFixed(2)} points`;
  return `Monte Carlo, ${trials}${precision}`;
}

const posix = (path: string) => path.split('\\').join('/');
