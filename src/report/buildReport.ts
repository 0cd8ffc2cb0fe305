import type { Spec } from 'vega';
import { comparisonSentences } from '../results/comparisonSentences.js';
import { escapeHtml } from '../results/escapeHtml.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';
import { situationLines } from '../results/situationLines.js';
import { openingAnswer } from '../results/summaryAnswer.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import type { Interpretation } from './interpretationsFor.js';
import { keyTableHtml } from './keyTableHtml.js';
import { methodsHtml } from './methodsHtml.js';
import { reportStyle } from './reportStyle.js';
import { resultTablesHtml } from './resultTablesHtml.js';
import { scenarioQuestion } from './scenarioQuestion.js';

/** One chart of a report: the static picture (fallback) and the compiled Vega spec drawn live. */
export interface ReportChart {
  /** File stem, e.g. "outcomes" (NAME.svg / NAME.png beside the report). */
  name: string;
  /** Words for the picture's alt text and caption. */
  title: string;
  /** The pre-rendered SVG, inlined as the fallback; without it the fallback is `<img src="NAME.svg">`. */
  svg?: string;
  /** The chart compiled from Vega-Lite to Vega, drawn by vega's runtime when the page's script runs. */
  vega: Spec;
}

/** Everything a report page is made of. */
export interface ReportParts {
  doc: ResultsDocument;
  info: ResolutionInfo;
  /** The scenario file as written; omitted when it could not be read. */
  scenarioText?: string;
  /** Seconds the run took. */
  seconds?: number;
  charts: ReportChart[];
  interpretations: Interpretation[];
  /** The system's docs/rules files (absolute paths). */
  docs: string[];
  /** The folder the page is written to (links to docs/ are relative to it). */
  reportDir: string;
  /**
   * vega's runtime: the script text inlined once per page (self-contained), a `src` to load it from
   * (relative to the page, for collections of reports that share one copy), or none (static SVG only).
   */
  runtime: { script: string } | { src: string } | 'none';
  /** Which chart files beside the page to link under each chart (default both). */
  chartLinks?: Array<'svg' | 'png'>;
}

/**
 * A report as one HTML page: title and question, the comparison sentences, every chart (the
 * pre-rendered SVG shown at once and replaced by a live vega view when the script runs), the tables
 * with intervals, the scenario as written and the methods. Opens from disk; fetches nothing.
 *
 * @example
 * buildReport(parts).startsWith('<!doctype html>'); // true
 */
export function buildReport(p: ReportParts): string {
  const { doc, info } = p;
  const question = p.scenarioText ? scenarioQuestion(p.scenarioText) : '';
  const sentences = comparisonSentences(doc, info);
  const sections: Array<[string, string, string]> = [];
  // The first screen: the answer, the key chart and the key table, and where the rules flatten the sweep.
  const keyChart = keyChartOf(p.charts, info.favours.headline[0]);
  const otherCharts = p.charts.filter((c) => c !== keyChart);
  const links = p.chartLinks ?? ['svg', 'png'];
  const answer = openingAnswer(doc, info).map(
    (a) => `<p class="answer">${escapeHtml(a).replace(/^\*\*Answer:\*\*/, '<strong>Answer:</strong>')}</p>`,
  );
  const notes =
    doc.notes && doc.notes.length > 0
      ? `<p class="muted">Where the rules flatten the sweep:</p>\n<ul>\n${doc.notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('\n')}\n</ul>`
      : '';
  sections.push([
    'answer',
    'The answer',
    [...answer, keyChart ? chartFigure(keyChart, links) : '', keyTableHtml(doc, info), notes]
      .filter((x) => x !== '')
      .join('\n'),
  ]);
  // The rest, grouped and folded: a click (or printing) opens each.
  if (sentences.length > 0) {
    sections.push([
      'comparison',
      'In plain words',
      `<ul class="sentences">\n${sentences.map((s) => `<li>${escapeHtml(s)}</li>`).join('\n')}\n</ul>`,
    ]);
  }
  if (otherCharts.length > 0)
    sections.push(['charts', 'Charts', otherCharts.map((c) => chartFigure(c, links)).join('\n')]);
  sections.push(['tables', 'Results', resultTablesHtml(doc, info)]);
  if (p.scenarioText !== undefined) {
    sections.push([
      'scenario',
      'The scenario as written',
      `<p class="muted"><code>${escapeHtml(doc.scenario)}</code></p>\n<pre><code>${escapeHtml(p.scenarioText)}</code></pre>`,
    ]);
  }
  sections.push([
    'methods',
    'Methods',
    methodsHtml({
      doc,
      info,
      seconds: p.seconds,
      interpretations: p.interpretations,
      docs: p.docs,
      reportDir: p.reportDir,
    }),
  ]);
  const method = doc.method === 'exact' ? 'exact probabilities' : 'Monte Carlo with 95% intervals';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="gruntlab ${escapeHtml(doc.gruntlab)}">
<title>${escapeHtml(doc.title)} — gruntlab report</title>
<style>${reportStyle}</style>
</head>
<body>
<header>
<p class="kicker">gruntlab report · ${escapeHtml(doc.system)} <code>${escapeHtml(doc.resolve)}</code> · ${method}</p>
<h1>${escapeHtml(doc.title)}</h1>
${question ? `<p class="question">${escapeHtml(question)}</p>\n` : ''}<p class="lede">${escapeHtml(info.description)}</p>
${situationLines(doc)
  .map((line) => `<p class="situation">${escapeHtml(line)}</p>\n`)
  .join('')}<nav class="toc">${sections.map(([id, title]) => `<a href="#${id}">${title}</a>`).join('')}</nav>
</header>
${sections
  .map(([id, title, body], i) =>
    i === 0
      ? `<section id="${id}">\n<h2>${title}</h2>\n${body}\n</section>`
      : `<section id="${id}">\n<details>\n<summary><h2>${title}</h2></summary>\n${body}\n</details>\n</section>`,
  )
  .join('\n')}
<footer>Made by gruntlab ${escapeHtml(doc.gruntlab)} from <code>${escapeHtml(doc.scenario)}</code>. Charts are drawn live by vega where the browser runs scripts; otherwise the pictures are the same charts pre-rendered.</footer>
${scripts(p)}
</body>
</html>
`;
}

/** The chart of the headline result (its own chart before its difference chart), else the first chart. */
function keyChartOf(charts: ReportChart[], headline: string | undefined): ReportChart | undefined {
  const own =
    headline === undefined
      ? undefined
      : charts.find(
          (c) => (c.name === headline || c.name.endsWith(`-${headline}`)) && !c.name.startsWith('difference-'),
        );
  return own ?? charts[0];
}

function chartFigure(c: ReportChart, links: Array<'svg' | 'png'>): string {
  const id = `chart-${c.name}`;
  const fallback = c.svg ?? `<img src="${escapeHtml(c.name)}.svg" alt="${escapeHtml(c.title)}">`;
  const files = links.map((ext) => ` · <a href="${escapeHtml(c.name)}.${ext}">${ext.toUpperCase()}</a>`).join('');
  return `<figure class="chart" id="${id}" data-chart="${escapeHtml(c.name)}" data-rendered="static">
<div class="fallback" role="img" aria-label="${escapeHtml(c.title)}">${fallback}</div>
<div class="live" hidden></div>
<figcaption>${escapeHtml(c.title)}${files}</figcaption>
</figure>`;
}

/** JSON that is safe inside a script element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Draws every chart live with vega; a chart that fails keeps its static picture and logs an error. */
const drawCharts = `(function () {
  var data = document.getElementById('gruntlab-charts');
  if (!data || typeof vega === 'undefined') return;
  var charts = JSON.parse(data.textContent);
  document.documentElement.setAttribute('data-charts', 'drawing');
  Promise.all(charts.map(function (c) {
    var figure = document.getElementById('chart-' + c.name);
    var live = figure.querySelector('.live');
    var view = new vega.View(vega.parse(c.spec), { renderer: 'svg', container: live, hover: true });
    return view.runAsync().then(function () {
      live.hidden = false;
      figure.querySelector('.fallback').hidden = true;
      figure.setAttribute('data-rendered', 'live');
    }).catch(function (error) {
      console.error('gruntlab: the chart ' + c.name + ' could not be drawn live; showing its static picture.', error);
      live.textContent = '';
    });
  })).then(function () { document.documentElement.setAttribute('data-charts', 'done'); });
})();`;

function scripts(p: ReportParts): string {
  if (p.runtime === 'none' || p.charts.length === 0) return '';
  const specs = p.charts.map((c) => ({ name: c.name, spec: c.vega }));
  const runtime =
    'script' in p.runtime
      ? `<script>${p.runtime.script.replace(/<\/script/gi, '<\\/script')}</script>`
      : `<script src="${escapeHtml(p.runtime.src)}"></script>`;
  return `<script type="application/json" id="gruntlab-charts">${scriptJson(specs)}</script>
${runtime}
<script>${drawCharts}</script>`;
}
