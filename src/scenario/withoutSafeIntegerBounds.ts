import type { z } from 'zod';

type ZodIssue = z.core.$ZodIssue;

/**
 * zod's `.int()` reports a number past ±2⁵³ (1e308, say) as out of the safe-integer range as well as out of the
 * schema's own `.max()` or `.min()`; the designer should read the schema's bound (at most 500), not
 * 9007199254740991. This drops the safe-range issue wherever another issue of the same direction is at its path, and
 * keeps it where it is the only bound (a count with no maximum of its own).
 *
 * @example
 * const issues = z.number().int().max(500).safeParse(1e308).error!.issues;
 * withoutSafeIntegerBounds(issues).map((i) => (i as { maximum: number }).maximum) // [500]
 */
export function withoutSafeIntegerBounds(issues: readonly ZodIssue[]): ZodIssue[] {
  const beside = (issue: ZodIssue) => issues.some((o) => o !== issue && o.code === issue.code && samePath(o, issue));
  return issues.filter((issue) => !isSafeIntegerBound(issue) || !beside(issue));
}

function isSafeIntegerBound(issue: ZodIssue): boolean {
  if (issue.code === 'too_big') return issue.origin === 'int' && Number(issue.maximum) === Number.MAX_SAFE_INTEGER;
  if (issue.code === 'too_small') return issue.origin === 'int' && Number(issue.minimum) === Number.MIN_SAFE_INTEGER;
  return false;
}

function samePath(a: ZodIssue, b: ZodIssue): boolean {
  return a.path.length === b.path.length && a.path.every((p, i) => p === b.path[i]);
}
