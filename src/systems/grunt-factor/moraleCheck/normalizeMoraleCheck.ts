import type { NormalizeResult } from '../../../core/Issue.js';
import { gradeOrLdIssues } from '../common/gradeOrLdIssues.js';
import type { MoraleCheckCell } from './MoraleCheckCell.js';
import { moraleCheckCellOf } from './moraleCheckCellOf.js';
import type { MoraleCheckScenarioCell } from './schema.js';

/**
 * Which morale checks an event triggers and the LD they are rolled against (Morale checks, Special morale
 * checks, Squad leader bites the dust, Morale: outside command radius).
 */
export function normalizeMoraleCheck(scenario: MoraleCheckScenarioCell): NormalizeResult<MoraleCheckCell> {
  const { squad, event } = scenario;
  const issues = gradeOrLdIssues(squad, ['squad']);
  if (squad.strength > squad.original_size) {
    issues.push({ path: ['squad', 'strength'], message: 'strength cannot exceed original_size' });
  }
  if (event.killed > squad.strength)
    issues.push({ path: ['event', 'killed'], message: 'more figures killed than the squad has' });
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: moraleCheckCellOf(scenario) };
}
