import type { ResolutionDefinition } from './ResolutionDefinition.js';
import { fireDefinition } from './stargrunt2/fire/fireDefinition.js';

/** Every resolution gruntlab knows, for the scenario loader, the CLI and the JSON Schema. */
export const registry: ResolutionDefinition[] = [fireDefinition as ResolutionDefinition];
