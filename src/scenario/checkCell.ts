import type { Issue } from '../core/Issue.js';
import type { ResolutionDefinition } from '../systems/defineResolution.js';
import type { CellIssue } from './CellIssue.js';
import { describeZodIssue } from './describeZodIssue.js';
import { parseBestEffort } from './parseBestEffort.js';
import { withoutSafeIntegerBounds } from './withoutSafeIntegerBounds.js';

/** Keys valid at the top of a scenario that the cell schema never sees. */
const SCENARIO_ONLY_KEYS = ['sweep', 'compare'];

/**
 * Validates one expanded cell with the resolution's schema, then normalizes it; returns the parsed
 * and normalized cell, or every problem found (by path in the cell). When the schema finds problems,
 * normalize still looks at the parts that passed (see parseBestEffort), so an unknown weapon is
 * reported together with a misspelt key; its findings about parts the schema already rejected are dropped.
 *
 * @example
 * checkCell(toyResolution, { system: 'toy', resolve: 'roll', range: -1 }).ok; // → false
 */
export function checkCell(
  definition: ResolutionDefinition,
  input: Record<string, unknown>,
): { ok: true; parsed: unknown; normalized: unknown } | { ok: false; issues: CellIssue[] } {
  const result = definition.schema.safeParse(input);
  if (result.success) {
    const normalized = definition.normalize(result.data);
    return normalized.ok
      ? { ok: true, parsed: result.data, normalized: normalized.value }
      : { ok: false, issues: normalized.issues };
  }
  const issues = withoutSafeIntegerBounds(result.error.issues).flatMap((i) =>
    describeZodIssue(i, input, definition.schema, SCENARIO_ONLY_KEYS),
  );
  return { ok: false, issues: [...issues, ...normalizeAnyway(definition, input, issues)] };
}

/** Normalize's problems with the parts of a failing cell that the schema did not reject; none if it cannot cope. */
function normalizeAnyway(definition: ResolutionDefinition, input: unknown, known: readonly CellIssue[]): Issue[] {
  let found: Issue[];
  try {
    const result = definition.normalize(parseBestEffort(definition.schema, input));
    found = result.ok ? [] : result.issues;
  } catch {
    return [];
  }
  const overlaps = (a: Issue['path'], b: Issue['path']) =>
    a.slice(0, b.length).every((s, i) => String(s) === String(b[i]));
  return found.filter((f) => !known.some((k) => overlaps(f.path, k.path) || overlaps(k.path, f.path)));
}
