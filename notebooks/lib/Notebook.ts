/**
 * A tiny literate-notebook kit: a notebook is a TypeScript file that computes its numbers with gruntlab's
 * own library and writes prose, the scenarios it ran, tables, charts and a conclusion into one HTML page.
 * Run one with `npx tsx notebooks/01-infantry-weapons.ts`, all with `npm run notebooks`.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import type { VegaLiteSpec } from '../../src/charts/NamedChart.js';
import { theme } from '../../src/charts/theme.js';
import { renderSvg } from '../../src/render/renderSvg.js';
import { reportStyle } from '../../src/report/reportStyle.js';
import { escapeHtml } from '../../src/results/escapeHtml.js';
import type { ResultsDocument } from '../../src/results/ResultsDocument.js';
import { runScenario } from '../../src/results/runScenario.js';
import { loadScenario } from '../../src/scenario/index.js';
import { registry } from '../../src/systems/registry.js';

/** A scenario as an object (written out as YAML) or as YAML text. */
export type ScenarioInput = Record<string, unknown> | string;

/** What a notebook file exports. */
export interface NotebookDefinition {
  /** File stem of the page, e.g. "01-infantry-weapons". */
  name: string;
  title: string;
  /** The designer's question the notebook answers. */
  question: string;
  /** The notebook file (import.meta.url), shown at the end of the page as its code. */
  source: string;
  run(nb: Notebook): Promise<void>;
}

/** Options of a notebook run. */
export interface NotebookOptions {
  /** Monte Carlo trials of the cross-checks (GRUNTLAB_NOTEBOOK_TRIALS, default 200 000). */
  trials?: number;
  /** Worker threads for Monte Carlo (default: one per core). */
  workers?: number;
}

/** The page being written: call its methods in reading order. */
export class Notebook {
  readonly parts: string[] = [];
  /** Named numbers the notebook computed, written into the page as JSON (tests read them). */
  readonly facts: Record<string, unknown> = {};
  conclusionText = '';
  #charts = 0;

  constructor(
    readonly definition: NotebookDefinition,
    readonly options: NotebookOptions = {},
  ) {}

  /** Monte Carlo trials for cross-checks: the smaller of `full` and GRUNTLAB_NOTEBOOK_TRIALS. */
  trials(full = 200_000): number {
    const cap = this.options.trials ?? Number(process.env.GRUNTLAB_NOTEBOOK_TRIALS ?? Infinity);
    return Math.max(1000, Math.min(full, Number.isFinite(cap) && cap > 0 ? cap : full));
  }

  /** Prose in a small Markdown: paragraphs, `## headings`, `- lists`, **bold**, *italic*, `code`. */
  md(text: string): this {
    const blocks = text.trim().split(/\n\s*\n/);
    for (const block of blocks) {
      const lines = block.split('\n').map((l) => l.trim());
      if (lines[0].startsWith('## ')) this.parts.push(`<h2>${inline(lines[0].slice(3))}</h2>`);
      else if (lines.every((l) => l.startsWith('- ')))
        this.parts.push(`<ul>${lines.map((l) => `<li>${inline(l.slice(2))}</li>`).join('')}</ul>`);
      else this.parts.push(`<p>${inline(lines.join(' '))}</p>`);
    }
    return this;
  }

  /** Runs a scenario exactly (enumeration) and shows it, folded, as the code it is. */
  async exact(scenario: ScenarioInput): Promise<ResultsDocument> {
    return this.#run(scenario, true);
  }

  /** Runs a scenario by Monte Carlo with {@link trials} trials. */
  async monteCarlo(scenario: ScenarioInput, full?: number): Promise<ResultsDocument> {
    return this.#run(scenario, false, full);
  }

  async #run(scenario: ScenarioInput, exact: boolean, full?: number): Promise<ResultsDocument> {
    const text = typeof scenario === 'string' ? scenario : stringify(scenario, { lineWidth: 110 });
    const loaded = await loadScenario(`${this.definition.name}.yaml`, text, registry);
    if (!exact) loaded.trials = this.trials(full ?? loaded.trials);
    const started = Date.now();
    const doc = await runScenario(loaded, { exact, workers: this.options.workers });
    const how = exact ? 'exact' : `Monte Carlo, ${loaded.trials.toLocaleString('en-US')} trials per cell`;
    this.parts.push(
      `<details class="scenario"><summary>Scenario run: <b>${escapeHtml(loaded.title)}</b> — ${loaded.cells.length} cell${loaded.cells.length === 1 ? '' : 's'}, ${how}, ${((Date.now() - started) / 1000).toFixed(1)} s</summary><pre><code>${escapeHtml(text)}</code></pre></details>`,
    );
    return doc;
  }

  /**
   * Runs a one-cell scenario exactly and by Monte Carlo and says whether every outcome agrees within
   * 4.5 standard errors (the same test gruntlab's own tests use); records the verdict as fact `cross_check`.
   */
  async crossCheck(scenario: Record<string, unknown>): Promise<boolean> {
    const exact = await this.exact(scenario);
    const mc = await this.monteCarlo(scenario);
    const trials = mc.cells[0].trials ?? 0;
    let worst = 0;
    for (const [name, o] of Object.entries(exact.cells[0].outcomes)) {
      const se = Math.sqrt(Math.max(o.p * (1 - o.p), 1e-12) / trials);
      worst = Math.max(worst, Math.abs(mc.cells[0].outcomes[name].p - o.p) / se);
    }
    const agrees = this.fact('cross_check', worst <= 4.5);
    this.md(
      `Cross-check: the same cell by Monte Carlo (${trials.toLocaleString('en-US')} trials) lands within ${worst.toFixed(2)} standard errors of the exact answer on every outcome — ${agrees ? 'they agree' : '**they disagree: something is wrong**'}.`,
    );
    return agrees;
  }

  /** A table; numbers are shown as given (format them first). */
  table(head: string[], rows: Array<Array<string | number>>, caption?: string): this {
    const cells = (r: Array<string | number>, tag: string) =>
      `<tr>${r.map((c) => `<${tag}>${escapeHtml(String(c))}</${tag}>`).join('')}</tr>`;
    this.parts.push(
      `<div class="scroll"><table>${caption ? `<caption>${escapeHtml(caption)}</caption>` : ''}<thead>${cells(head, 'th')}</thead><tbody>${rows.map((r) => cells(r, 'td')).join('')}</tbody></table></div>`,
    );
    return this;
  }

  /** A Vega-Lite chart (gruntlab's theme applied), rendered to SVG inside the page. */
  async chart(spec: VegaLiteSpec, caption: string): Promise<this> {
    const themed = { ...spec, config: { ...theme, ...((spec as { config?: object }).config ?? {}) } } as VegaLiteSpec;
    const svg = await renderSvg(themed);
    this.#charts += 1;
    this.parts.push(
      `<figure class="chart" id="chart-${this.#charts}">${svg}<figcaption>${escapeHtml(caption)}</figcaption></figure>`,
    );
    return this;
  }

  /** Records a computed number (or name) under `name` and returns it. */
  fact<T>(name: string, value: T): T {
    this.facts[name] = value;
    return value;
  }

  /** The conclusion, written from the numbers computed above. */
  conclusion(text: string): this {
    this.conclusionText = text;
    this.parts.push(
      `<section id="conclusion" class="conclusion"><h2>Conclusion</h2>${text
        .trim()
        .split(/\n\s*\n/)
        .map((p) => `<p>${inline(p)}</p>`)
        .join('')}</section>`,
    );
    return this;
  }

  /** The whole page. */
  html(): string {
    const d = this.definition;
    const file = fileURLToPath(d.source);
    const code = readFileSync(file, 'utf8');
    const shown = `notebooks/${file.split(/[\\/]/).pop()}`;
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(d.title)} — gruntlab notebook</title>
<style>${reportStyle}
  details.scenario { margin: 8px 0 14px; font-size: 13px; }
  details.scenario summary { cursor: pointer; color: var(--muted); }
  section.conclusion { border-left: 4px solid var(--accent); background: var(--shade); padding: 4px 16px; margin-top: 28px; }
  section.conclusion h2 { border: none; margin-top: 10px; }
  caption { caption-side: top; text-align: left; font-weight: bold; padding-bottom: 4px; }
</style>
</head>
<body>
<header>
<p class="kicker">gruntlab notebook · <code>${escapeHtml(shown)}</code></p>
<h1>${escapeHtml(d.title)}</h1>
<p class="question">${escapeHtml(d.question)}</p>
</header>
<main>
${this.parts.join('\n')}
</main>
<section id="code"><h2>The code</h2>
<p class="muted">Edit <code>${escapeHtml(shown)}</code> and re-run it with <code>npx tsx ${escapeHtml(shown)}</code> (or all notebooks with <code>npm run notebooks</code>).</p>
<pre><code>${escapeHtml(code)}</code></pre></section>
<script type="application/json" id="notebook-facts">${JSON.stringify(this.facts).replace(/</g, '\\u003c')}</script>
</body>
</html>
`;
  }

  /** Writes the page as `<dir>/<name>.html` and returns its path. */
  async write(dir: string): Promise<string> {
    await mkdir(dir, { recursive: true });
    const path = join(dir, `${this.definition.name}.html`);
    await writeFile(path, this.html());
    return path;
  }
}

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<b>$1</b>')
    .replace(/(^|[\s(])\*([^*\s][^*]*)\*/g, '$1<i>$2</i>');
}
