import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ResolutionDefinition } from '../systems/ResolutionDefinition.js';
import { scenarioJsonSchema } from './scenarioJsonSchema.js';

/**
 * Writes the scenario JSON Schema of a registry to a file (folders made as needed), as
 * two-space-indented JSON with a final newline.
 *
 * @example
 * saveJsonSchema(registry, 'schemas/scenario.schema.json'); // writes the file
 */
export function saveJsonSchema(registry: readonly ResolutionDefinition[], outFile: string): void {
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(scenarioJsonSchema(registry), null, 2)}\n`);
}
