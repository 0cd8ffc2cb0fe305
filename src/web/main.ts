import coordinatorSource from 'gruntlab-web:coordinator-source';
import schema from 'gruntlab-web:schema';
import workerSource from 'gruntlab-web:worker-source';
import { parse as parseYaml } from 'yaml';
import { chartsFor } from '../charts/chartsFor.js';
import { comparisonSentences } from '../results/comparisonSentences.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';
import { openingAnswer } from '../results/summaryAnswer.js';
import { toCsv } from '../results/toCsv.js';
import { formatDiagnostic } from '../scenario/formatDiagnostic.js';
import type { LoadedScenario } from '../scenario/LoadedScenario.js';
import { ScenarioError } from '../scenario/ScenarioError.js';
import { resolutionInfo } from '../systems/Resolution.js';
import { registry } from '../systems/registry.js';
import { ChunkWorkerPool } from './ChunkWorkerPool.js';
import { type DrawnChart, drawCharts } from './chartsView.js';
import { docsPanel } from './docsPanel.js';
import { download, el, inlineMarkdown } from './dom.js';
import { createEditor } from './editor.js';
import { editorSchema } from './editorSchema.js';
import { exampleScenarios, fillExamples } from './examples.js';
import { formFields } from './formFields.js';
import { FormView } from './formView.js';
import { InterimResults } from './interimResults.js';
import { webMessages } from './messages.js';
import { PlaygroundRunner } from './PlaygroundRunner.js';
import { decodePermalink, encodePermalink, type PermalinkState } from './permalink.js';
import { loadPlaygroundScenario, type RunMethod } from './playgroundRun.js';
import { RunCancelledError } from './RunCancelledError.js';
import { resultTable } from './resultTable.js';
import { setInYaml } from './setInYaml.js';
import { sweepSliders } from './sweepSliders.js';
import { wireTabs } from './tabs.js';

const DEFAULT_EXAMPLE = 'scenarios/stargrunt2/fire-regulars-vs-treeline.yaml';
/** Quiet time after a keystroke before the scenario is run again (a burst of typing runs once). */
const TYPING_PAUSE_MS = 40;
/** How often the interim tables of a Monte Carlo run are redrawn. */
const INTERIM_MS = 500;

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const ui = {
  examples: $<HTMLSelectElement>('examples'),
  share: $<HTMLButtonElement>('share'),
  shareStatus: $('share-status'),
  fileName: $('file-name'),
  problems: $<HTMLUListElement>('problems'),
  docs: $('docs-body'),
  form: $<HTMLFormElement>('run-controls'),
  trials: $<HTMLInputElement>('trials'),
  seed: $<HTMLInputElement>('seed'),
  cancel: $<HTMLButtonElement>('cancel'),
  progress: $<HTMLProgressElement>('progress'),
  status: $('status'),
  answer: $('answer'),
  sliders: $('sliders'),
  tables: $('tables'),
  charts: $('charts'),
  exports: $('exports'),
};

// Both workers start from Blobs of their bundled source, carried in app.js: that also works from file://.
const scriptUrl = (source: string) => URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
const pool = new ChunkWorkerPool(scriptUrl(workerSource));
const runner = new PlaygroundRunner(scriptUrl(coordinatorSource), pool);
let file = DEFAULT_EXAMPLE;
let runNumber = 0;
let typingTimer: ReturnType<typeof setTimeout> | undefined;
let lastDoc: ResultsDocument | undefined;
let drawn: DrawnChart[] = [];
/** When the edit that the next results answer was made (for the keystroke-to-chart figure, see bench/playground.ts). */
let editedAt = 0;

let schemaKey = '';
const editor = createEditor($('editor'), '', editorSchema(schema, undefined, undefined), (text) => {
  editedAt = performance.now();
  // Completion follows the scenario's resolution as soon as its system and resolve are written.
  const [system, resolve] = [headerValue(text, 'system'), headerValue(text, 'resolve')];
  if (`${system}/${resolve}` !== schemaKey) {
    schemaKey = `${system}/${resolve}`;
    editor.setSchema(editorSchema(schema, system, resolve));
  }
  clearTimeout(typingTimer);
  typingTimer = setTimeout(() => void update(), TYPING_PAUSE_MS);
});

const form = new FormView(
  $('form-body'),
  registry,
  (path, value) => {
    const next = setInYaml(editor.text(), path, value);
    if (next === undefined) return;
    editedAt = performance.now();
    editor.setText(next);
  },
  (system, resolve) => {
    const example = exampleScenarios.find(
      (e) => headerValue(e.text, 'system') === system && headerValue(e.text, 'resolve') === resolve,
    );
    open(
      example
        ? { file: example.file, text: example.text, method: 'auto' }
        : { file: `${resolve}.yaml`, text: `system: ${system}\nresolve: ${resolve}\n`, method: 'auto' },
    );
  },
);

/** A top-level key's plain value as written (`system: stargrunt2`), for matching examples to the form's pickers. */
function headerValue(text: string, key: string): string | undefined {
  return new RegExp(`^${key}:\\s*([\\w-]+)`, 'm').exec(text)?.[1];
}

function method(): RunMethod {
  return (new FormData(ui.form).get('method') as RunMethod | null) ?? 'auto';
}

function optionalCount(input: HTMLInputElement): number | undefined {
  const text = input.value.trim().replace(/_/g, '');
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** Loads and runs what the editor holds; a newer edit or Stop makes an older run's answer be dropped. */
async function update(): Promise<void> {
  const mine = ++runNumber;
  runner.cancel();
  document.body.dataset.state = 'running';
  const text = editor.text();
  let scenario: LoadedScenario;
  try {
    scenario = await loadPlaygroundScenario(file, text);
  } catch (error) {
    if (mine === runNumber) showFailure(error);
    return;
  }
  if (mine !== runNumber) return;
  showProblems([]);
  ui.docs.replaceChildren(...docsPanel(scenario.resolution));
  const data = parseYaml(text) as Record<string, unknown>;
  form.show(scenario.resolution.system, scenario.resolution.resolve, formFields(scenario.resolution.definition, data));
  ui.cancel.disabled = false;
  ui.progress.hidden = false;
  ui.progress.value = 0;
  ui.status.textContent = '';
  const started = performance.now();
  showInterim(scenario, mine);
  try {
    const order = { file, text, method: method(), trials: optionalCount(ui.trials), seed: optionalCount(ui.seed) };
    const doc = await runner.run(order, (done, total) => {
      if (mine !== runNumber) return;
      ui.progress.value = done / total;
      ui.status.textContent = webMessages.running(done, total);
    });
    if (mine !== runNumber) return;
    const ms = performance.now() - started;
    document.body.dataset.runMs = String(ms);
    const trials = doc.cells[0]?.trials ?? 0;
    ui.status.textContent =
      doc.method === 'exact' ? webMessages.ranExact(ms) : webMessages.ranMonteCarlo(trials, ms / 1000, pool.size);
    await showResults(scenario, doc);
    if (mine === runNumber) document.body.dataset.updateMs = String(performance.now() - editedAt);
  } catch (error) {
    if (mine === runNumber && !(error instanceof RunCancelledError)) showFailure(error);
  } finally {
    if (mine === runNumber) {
      ui.cancel.disabled = true;
      ui.progress.hidden = true;
      document.body.dataset.state = 'idle';
    }
  }
}

async function showResults(scenario: LoadedScenario, doc: ResultsDocument): Promise<void> {
  lastDoc = doc;
  const info = resolutionInfo(scenario.resolution, doc.quantity_labels);
  const sentences = [
    ...openingAnswer(doc, info),
    ...(doc.labels.length > 1 ? comparisonSentences(doc, info) : []),
    ...(doc.notes ?? []),
  ];
  ui.answer.replaceChildren(...sentences.map((s) => el('p', {}, ...inlineMarkdown(s))));
  sweepSliders(ui.sliders, doc, (cells) =>
    ui.tables.replaceChildren(...cells.map((c) => resultTable(info, c, doc.method === 'exact', doc.derived))),
  );
  ui.exports.hidden = false;
  drawn = await drawCharts(ui.charts, chartsFor(doc, info), drawn);
  document.body.dataset.results = String(runNumber);
}

/**
 * While Monte Carlo runs, the tables of the first swept point are redrawn from the chunks so far (at most every
 * INTERIM_MS), so the intervals narrow as trials arrive.
 */
function showInterim(scenario: LoadedScenario, mine: number): void {
  const interim = new InterimResults(scenario);
  const info = resolutionInfo(
    scenario.resolution,
    scenario.resolution.definition.labelsFor?.(scenario.cells[0]?.normalized),
  );
  let drawnAt = 0;
  pool.onChunk = (request, counters) => {
    if (mine !== runNumber) return;
    interim.add(request, counters);
    const now = performance.now();
    if (now - drawnAt < INTERIM_MS) return;
    drawnAt = now;
    ui.sliders.replaceChildren();
    ui.tables.replaceChildren(...interim.firstPoint().map((c) => resultTable(info, c, false)));
  };
}

function showFailure(error: unknown): void {
  document.body.dataset.state = 'idle';
  if (error instanceof ScenarioError) {
    showProblems(error.diagnostics);
    ui.status.textContent = webMessages.problems(error.diagnostics.length);
    return;
  }
  showProblems([]);
  ui.status.textContent = webMessages.failed(error instanceof Error ? error.message : String(error));
}

function showProblems(diagnostics: ScenarioError['diagnostics']): void {
  editor.showProblems(diagnostics);
  ui.problems.replaceChildren(...diagnostics.map((d) => el('li', {}, formatDiagnostic(d))));
}

function open(state: PermalinkState): void {
  // Another scenario: the last one's results go, rather than stand beside the new one's until it has run.
  if (state.file !== file) clearResults();
  file = state.file;
  ui.fileName.textContent = file;
  ui.examples.value = exampleScenarios.some((e) => e.file === file) ? file : '';
  ui.trials.value = state.trials === undefined ? '' : String(state.trials);
  ui.seed.value = state.seed === undefined ? '' : String(state.seed);
  (ui.form.elements.namedItem('method') as RadioNodeList).value = state.method;
  editedAt = performance.now();
  editor.setText(state.text);
}

function clearResults(): void {
  lastDoc = undefined;
  for (const part of [ui.answer, ui.sliders, ui.tables, ui.charts]) part.replaceChildren();
  for (const chart of drawn) chart.result.finalize();
  drawn = [];
  ui.exports.hidden = true;
}

function currentState(): PermalinkState {
  return {
    file,
    text: editor.text(),
    method: method(),
    trials: optionalCount(ui.trials),
    seed: optionalCount(ui.seed),
  };
}

fillExamples(ui.examples);
wireTabs([
  [$('tab-yaml'), $('editor')],
  [$('tab-form'), $('form-body')],
]);
ui.examples.addEventListener('change', () => {
  const example = exampleScenarios.find((e) => e.file === ui.examples.value);
  if (example) open({ file: example.file, text: example.text, method: 'auto' });
});
ui.form.addEventListener('submit', (event) => {
  event.preventDefault();
  editedAt = performance.now();
  void update();
});
ui.form.addEventListener('change', (event) => {
  if ((event.target as HTMLInputElement).name === 'method') {
    editedAt = performance.now();
    void update();
  }
});
ui.cancel.addEventListener('click', () => {
  runNumber++;
  runner.cancel();
  ui.cancel.disabled = true;
  ui.progress.hidden = true;
  ui.status.textContent = webMessages.cancelled;
});
ui.share.addEventListener('click', async () => {
  const hash = await encodePermalink(currentState());
  history.replaceState(null, '', hash);
  try {
    await navigator.clipboard.writeText(location.href);
    ui.shareStatus.textContent = webMessages.linkCopied;
  } catch {
    ui.shareStatus.textContent = webMessages.linkInAddressBar;
  }
});
$('export-json').addEventListener(
  'click',
  () =>
    lastDoc &&
    download('results.json', new Blob([`${JSON.stringify(lastDoc, null, 2)}\n`], { type: 'application/json' })),
);
$('export-csv').addEventListener(
  'click',
  () => lastDoc && download('results.csv', new Blob([toCsv(lastDoc)], { type: 'text/csv' })),
);
$('export-print').addEventListener('click', () => window.print());
window.addEventListener('hashchange', async () => {
  const state = await decodePermalink(location.hash);
  if (state) open(state);
});

// Served over http, a service worker keeps the page's files so that it works offline after this visit.
if (location.protocol.startsWith('http') && 'serviceWorker' in navigator)
  void navigator.serviceWorker.register('sw.js').catch(() => {});

// A permalink opens its scenario; otherwise the flagship example.
void decodePermalink(location.hash).then((linked) => {
  const first = exampleScenarios.find((e) => e.file === DEFAULT_EXAMPLE) ?? exampleScenarios[0];
  open(linked ?? { file: first.file, text: first.text, method: 'auto' });
});
