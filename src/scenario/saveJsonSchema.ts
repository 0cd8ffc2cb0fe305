import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Resolution } from '../systems/Resolution.js';
import { scenarioJsonSchema } from './scenarioJsonSchema.js';

/**
 * Writes the scenario JSON Schema of a registry to a file (folders made as needed), as
 * two-space-indented JSON with a final newline.
 *
 * @example
 * saveJsonSchema(await loadAll(), 'schemas/scenario.schema.json'); // writes the file
 */
export function saveJsonSchema(resolutions: readonly Resolution[], outFile: string): void {
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(scenarioJsonSchema(resolutions), null, 2)}\n`);
}
