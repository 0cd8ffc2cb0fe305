/**
 * Runs every notebook (or those named on the command line, by file stem or number) and writes their
 * pages to reports/gallery/notebooks/ (GRUNTLAB_NOTEBOOK_OUT to change it). `npm run notebooks` builds first:
 * Monte Carlo cross-checks run in worker threads from dist/.
 * Example: npx tsx notebooks/run.ts 03     GRUNTLAB_NOTEBOOK_TRIALS=20000 npm run notebooks
 */
import { infantryWeapons } from './01-infantry-weapons.js';
import { quickAndDirty } from './02-quick-and-dirty.js';
import { closeAssault } from './03-close-assault.js';
import { otherSystems } from './04-silhouette-and-guns-n-grenades.js';
import type { NotebookDefinition } from './lib/Notebook.js';
import { runNotebook } from './lib/runNotebook.js';

/** Every notebook, in reading order. */
export const notebooks: NotebookDefinition[] = [infantryWeapons, quickAndDirty, closeAssault, otherSystems];

const wanted = process.argv.slice(2);
const chosen =
  wanted.length === 0 ? notebooks : notebooks.filter((n) => wanted.some((w) => n.name.startsWith(w) || n.name === w));
if (chosen.length === 0) {
  process.stderr.write(
    `no notebook matches ${wanted.join(', ')}; there are: ${notebooks.map((n) => n.name).join(', ')}\n`,
  );
  process.exitCode = 2;
}
for (const definition of chosen) {
  const started = Date.now();
  const { path } = await runNotebook(definition);
  process.stdout.write(`${definition.name}: ${((Date.now() - started) / 1000).toFixed(1)} s → ${path}\n`);
}
