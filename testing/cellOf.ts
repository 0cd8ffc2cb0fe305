import type { z } from 'zod';
import type { Issue, NormalizeResult } from '../src/core/Issue.js';

/** The part of a resolution's definition (its module's default export) that turns scenario input into a cell. */
export interface CellDefinition<In, C> {
  schema: z.ZodType<In>;
  normalize(input: In): NormalizeResult<C>;
}

/**
 * Parses scenario-shaped input with a resolution's schema and normalizes it, as the loader would. `input` is one
 * whole cell, `system` and `resolve` included. Throws (as the schema does) when the input does not parse.
 * @example normalizeOf(attackDefinition, { system: 'guns-n-grenades', resolve: 'attack', … }).ok // true
 */
export function normalizeOf<In, C>(
  definition: CellDefinition<In, C>,
  input: Record<string, unknown>,
): NormalizeResult<C> {
  return definition.normalize(definition.schema.parse(input));
}

/**
 * The normalized cell of scenario-shaped input (see normalizeOf); throws with the issues' messages when the
 * resolution refuses it.
 * @example cellOf(attackDefinition, { system: 'guns-n-grenades', resolve: 'attack', attacker: …, target: …, distance: 6 })
 */
export function cellOf<In, C>(definition: CellDefinition<In, C>, input: Record<string, unknown>): C {
  const result = normalizeOf(definition, input);
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('; '));
  return result.value;
}

/** The issues a resolution raises for scenario-shaped input (see normalizeOf); empty when it is accepted. */
export function issuesOf<In, C>(definition: CellDefinition<In, C>, input: Record<string, unknown>): Issue[] {
  const result = normalizeOf(definition, input);
  return result.ok ? [] : result.issues;
}
