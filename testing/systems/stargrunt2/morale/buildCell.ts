import type { z } from 'zod';
import type { Issue, NormalizeResult } from '../../../../src/core/Issue.js';

/**
 * Parses scenario-shaped input with a resolution's schema and normalizes it, as the loader would (for tests
 * and benchmarks). Throws with the issues' messages when it is refused.
 * @example buildCell(schema, normalize, 'confidence-test', { unit: …, circumstances: ['casualties'] })
 */
export function buildCell<S extends z.ZodType, N>(
  schema: S,
  normalize: (parsed: z.output<S>) => NormalizeResult<N>,
  resolve: string,
  input: Record<string, unknown>,
): N {
  const result = normalize(schema.parse({ system: 'stargrunt2', resolve, ...input }));
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('; '));
  return result.value;
}

/** The issues a resolution raises for scenario-shaped input (empty when it is accepted). */
export function issuesFor<S extends z.ZodType, N>(
  schema: S,
  normalize: (parsed: z.output<S>) => NormalizeResult<N>,
  resolve: string,
  input: Record<string, unknown>,
): Issue[] {
  const result = normalize(schema.parse({ system: 'stargrunt2', resolve, ...input }));
  return result.ok ? [] : result.issues;
}
