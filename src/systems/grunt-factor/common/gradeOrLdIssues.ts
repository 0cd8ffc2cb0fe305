import type { Issue } from '../../../core/Issue.js';
import type { Grade } from '../data/grades.js';
import { messages } from '../messages.js';

/**
 * A squad or figure gives its LD by `grade` or as the number itself (`ld`), exactly one of the two: the issue when
 * it gives both (at `ld`) or neither (at the squad or figure), else none.
 * @example gradeOrLdIssues({ grade: 'regular', ld: 14 }, ['squad']) // [{ path: ['squad', 'ld'], message: … }]
 */
export function gradeOrLdIssues(given: { grade?: Grade; ld?: number }, path: string[]): Issue[] {
  const expected = messages.gradeOrLd;
  if (given.grade !== undefined && given.ld !== undefined) {
    return [{ path: [...path, 'ld'], message: messages.gradeAndLd, expected }];
  }
  if (given.grade === undefined && given.ld === undefined) return [{ path, message: messages.noGradeNorLd, expected }];
  return [];
}
