import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The compiled worker script. Worker threads run JavaScript from dist/ (tsx's hooks are not active
 * inside workers), also when this module itself runs from src/ under vitest or tsx.
 */
export function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  const file = here.endsWith('.ts')
    ? resolve(dirname(here), '../../dist/src/sim/worker.js')
    : join(dirname(here), 'worker.js');
  if (!existsSync(file)) {
    throw new Error(`the compiled worker ${file} is missing: run "npm run build" (npm ci runs it)`);
  }
  return file;
}
