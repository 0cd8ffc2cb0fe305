/**
 * `npm run reports`: the gallery. Runs the example scenarios of GALLERY (one or more per system) with their own
 * trials and seed, writes the usual outputs and a report.html into reports/gallery/<name>/, then
 * reports/gallery/index.html beside the notebook pages. The reports share one copy of vega's runtime
 * (reports/gallery/assets/vega.min.js) and show the NAME.svg beside them, so the committed pages stay small.
 * GRUNTLAB_REPORTS_TRIALS caps the trials (for a quick look); arguments filter the gallery by name.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join, relative } from 'node:path';
import { chartsFor } from '../charts/index.js';
import { packageRoot } from '../packageRoot.js';
import { runScenario } from '../results/runScenario.js';
import { loadScenarioFile } from '../scenario/loadScenarioFile.js';
import { resolutionInfo } from '../systems/Resolution.js';
import { registry } from '../systems/registry.js';
import { version } from '../version.js';
import { type IndexEntry, type IndexNotebook, reportsIndex } from './reportsIndex.js';
import { scenarioQuestion } from './scenarioQuestion.js';
import { vegaBuildDir } from './vegaRuntime.js';
import { writeOutputs } from './writeOutputs.js';
import { writeReport } from './writeReport.js';

const root = packageRoot();
const scenariosDir = join(root, 'scenarios');
const reportsDir = join(root, 'reports', 'gallery');
const cap = Number(process.env.GRUNTLAB_REPORTS_TRIALS ?? Infinity);
const filters = process.argv.slice(2);

/** The example scenarios of the gallery: each system, a comparison, a sweep, a resolution's own chart. */
const GALLERY = [
  'stargrunt2/fire-aar-vs-gauss.yaml',
  'stargrunt2/close-assault-attacker-numbers-sweep.yaml',
  'stargrunt2/point-fire-immobilise-tracked.yaml',
  'grunt-factor/ranged-attack-rifle-vs-lmg.yaml',
  'man-to-man/close-combat-charge-or-stand.yaml',
  'guns-n-grenades/duel-riflemen-vs-heavy.yaml',
  'silhouette/ranged-attack-general-vs-valkyrie.yaml',
];

const files = GALLERY.filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)));

mkdirSync(join(reportsDir, 'assets'), { recursive: true });
copyFileSync(join(vegaBuildDir(), 'vega.min.js'), join(reportsDir, 'assets', 'vega.min.js'));
copyFileSync(join(vegaBuildDir(), '..', 'LICENSE'), join(reportsDir, 'assets', 'vega.LICENSE'));

const entries: IndexEntry[] = [];
for (const f of files) {
  const path = join(scenariosDir, f);
  const name = basename(f, extname(f));
  const scenario = await loadScenarioFile(path, registry);
  scenario.file = relative(root, path).split('\\').join('/');
  if (Number.isFinite(cap)) scenario.trials = Math.min(scenario.trials, cap);
  const started = Date.now();
  const doc = await runScenario(scenario, {});
  const seconds = (Date.now() - started) / 1000;
  const dir = join(reportsDir, name);
  const info = resolutionInfo(scenario.resolution, doc.quantity_labels);
  await writeOutputs(doc, info, dir);
  const text = readFileSync(path, 'utf8');
  await writeReport(doc, info, dir, { scenarioText: text, seconds, runtime: '../assets/vega.min.js' });
  const charts = chartsFor(doc, info);
  entries.push({
    dir: name,
    title: doc.title,
    question: scenarioQuestion(text),
    system: doc.system,
    resolve: doc.resolve,
    scenario: scenario.file,
    method: doc.method === 'exact' ? 'exact' : `${(doc.cells[0]?.trials ?? 0).toLocaleString('en-US')} trials per cell`,
    cells: doc.cells.length,
    ...(charts[0] ? { thumbnail: `${charts[0].name}.svg` } : {}),
  });
  process.stdout.write(
    `${scenario.file}: ${doc.cells.length} cells, ${seconds.toFixed(1)} s → reports/gallery/${name}/report.html\n`,
  );
}

if (filters.length === 0) {
  const notebooksDir = join(reportsDir, 'notebooks');
  const notebooks: IndexNotebook[] = existsSync(notebooksDir)
    ? readdirSync(notebooksDir)
        .filter((f) => f.endsWith('.html'))
        .sort()
        .map((f) => ({
          href: `notebooks/${f}`,
          title:
            /<title>(.*?) — gruntlab notebook<\/title>/.exec(readFileSync(join(notebooksDir, f), 'utf8'))?.[1] ?? f,
        }))
    : [];
  const systemOrder = ['stargrunt2', 'grunt-factor', 'man-to-man', 'guns-n-grenades', 'silhouette'];
  entries.sort((a, b) => systemOrder.indexOf(a.system) - systemOrder.indexOf(b.system) || a.dir.localeCompare(b.dir));
  writeFileSync(join(reportsDir, 'index.html'), reportsIndex(entries, notebooks, version));
  process.stdout.write(`reports/gallery/index.html: ${entries.length} reports, ${notebooks.length} notebooks\n`);
}
