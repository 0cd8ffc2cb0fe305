import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageRoot } from './packageRoot.js';

/**
 * The build this code runs from: the folder holding its src/ and web/ (a checkout's .builds/<id>, where the command
 * runs from; an installed package's dist/). Found from this module's own file, so that a process keeps to its own
 * build when the checkout is rebuilt meanwhile (dist/ then holds a newer one). Running from src/ (vitest, tsx), the
 * checkout's dist/.
 * @example buildFolder().endsWith('dist') // true, from src/
 */
export function buildFolder(): string {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) return join(packageRoot(), 'dist');
  // Compiled, this module is dist/src/buildFolder.js, or part of a chunk in src/bundle/.
  let dir = dirname(here);
  while (basename(dir) !== 'src') dir = dirname(dir);
  return dirname(dir);
}
