import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Notebook, type NotebookDefinition, type NotebookOptions } from './Notebook.js';

/** Where notebook pages are written unless GRUNTLAB_NOTEBOOK_OUT says otherwise. */
export const DEFAULT_NOTEBOOK_OUT = resolve(fileURLToPath(new URL('../../reports/gallery/notebooks', import.meta.url)));

/**
 * Runs one notebook and writes its page; returns the notebook (facts, conclusion) and the page's path.
 *
 * @example
 * const { path } = await runNotebook(infantryWeapons, { trials: 20_000 }, '/tmp/nb');
 */
export async function runNotebook(
  definition: NotebookDefinition,
  options: NotebookOptions = {},
  outDir = process.env.GRUNTLAB_NOTEBOOK_OUT ?? DEFAULT_NOTEBOOK_OUT,
): Promise<{ notebook: Notebook; path: string }> {
  const notebook = new Notebook(definition, options);
  await definition.run(notebook);
  return { notebook, path: await notebook.write(outDir) };
}

/** True when the module at `url` is the script node was started with (`npx tsx notebooks/x.ts`). */
export function isMain(url: string): boolean {
  return process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(url);
}

/** The entry point of a notebook file run on its own. */
export async function runIfMain(url: string, definition: NotebookDefinition): Promise<void> {
  if (!isMain(url)) return;
  const { path } = await runNotebook(definition);
  process.stdout.write(`${definition.title}: wrote ${path}\n`);
}
