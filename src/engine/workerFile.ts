import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineMessages } from './messages.js';

/**
 * The compiled worker script. Worker threads run JavaScript from dist/ (tsx's hooks are not active
 * inside workers), also when this module itself runs from src/ under vitest or tsx.
 */
export function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  const file = here.endsWith('.ts')
    ? resolve(dirname(here), '../../dist/src/engine/worker.js')
    : join(dirname(here), 'worker.js');
  if (!existsSync(file)) {
    throw new Error(engineMessages.workerMissing(file));
  }
  return file;
}
