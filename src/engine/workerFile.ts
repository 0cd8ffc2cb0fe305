import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineMessages } from './messages.js';

/**
 * A compiled worker script, by its module path under src/ (default the chunk worker, `engine/worker`). Worker threads
 * run JavaScript from dist/ (tsx's hooks are not active inside workers), also when this module itself runs from src/
 * under vitest or tsx.
 * @example workerFile('report/pngWorker') // …/dist/src/report/pngWorker.js
 */
export function workerFile(module = 'engine/worker'): string {
  const here = fileURLToPath(import.meta.url);
  const srcRoot = resolve(dirname(here), '..');
  const file = here.endsWith('.ts') ? resolve(srcRoot, '../dist/src', `${module}.js`) : join(srcRoot, `${module}.js`);
  if (!existsSync(file)) {
    throw new Error(engineMessages.workerMissing(file));
  }
  return file;
}
