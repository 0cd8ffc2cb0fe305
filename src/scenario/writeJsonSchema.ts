import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadAll } from '../systems/registry.js';
import { saveJsonSchema } from './saveJsonSchema.js';

/**
 * Writes `schemas/scenario.schema.json` at the repository root from the real registry, so that
 * scenario files can start with `# yaml-language-server: $schema=../../schemas/scenario.schema.json`.
 * Runs when executed directly: `node dist/src/scenario/writeJsonSchema.js` (npm run schema).
 *
 * @example
 * await writeJsonSchema(); // → '/path/to/gruntlab/schemas/scenario.schema.json'
 */
export async function writeJsonSchema(
  outFile: string = join(repoRoot(), 'schemas', 'scenario.schema.json'),
): Promise<string> {
  saveJsonSchema(await loadAll(), outFile);
  return outFile;
}

/** The nearest folder above this module holding a package.json (the repository root), else the working folder. */
function repoRoot(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.stdout.write(`wrote ${await writeJsonSchema()}\n`);
}
