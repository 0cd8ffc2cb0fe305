import type { ResolutionDefinition } from '../src/systems/defineResolution.js';

/**
 * A scenario cell as the runner hands it to a kernel: parsed by the resolution's schema and normalized (names →
 * dice). `input` is one cell of a scenario, `system` and `resolve` included.
 */
export function normalizedCell<In, C>(definition: ResolutionDefinition<In, C>, input: Record<string, unknown>): C {
  const normalized = definition.normalize(definition.schema.parse(input));
  if (!normalized.ok) throw new Error(`bench scenario: ${JSON.stringify(normalized.issues)}`);
  return normalized.value;
}
