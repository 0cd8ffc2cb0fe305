import type { ResolutionDefinition } from './ResolutionDefinition.js';
import { systems } from './systems.js';

/** Every resolution gruntlab knows, for the scenario loader, the CLI and the JSON Schema. */
export const registry: ResolutionDefinition[] = systems.flatMap((s) => s.definitions);
