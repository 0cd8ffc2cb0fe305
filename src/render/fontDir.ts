import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's `assets/fonts` folder, found by walking up from this module's file, so it works
 * from `src/render/` (vitest, tsx) and from the compiled `dist/src/render/`.
 *
 * @example
 * fontDir().endsWith(join('assets', 'fonts')); // true
 */
export function fontDir(start: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const candidate = join(dir, 'assets', 'fonts');
    if (existsSync(join(candidate, 'DejaVuSans.ttf'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`gruntlab cannot find its fonts (assets/fonts) above ${start}.`);
    dir = parent;
  }
}
