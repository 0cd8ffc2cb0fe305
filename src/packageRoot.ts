import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding gruntlab's package.json, found from this module (works from src/ and dist/src/). */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('gruntlab: cannot find package.json above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}
