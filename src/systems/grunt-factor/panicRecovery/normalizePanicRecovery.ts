import type { NormalizeResult } from '../../../core/Issue.js';
import { gradeOrLdIssues } from '../common/gradeOrLdIssues.js';
import type { PanicRecoveryCell } from './PanicRecoveryCell.js';
import { panicRecoveryCellOf } from './panicRecoveryCellOf.js';
import type { PanicRecoveryScenarioCell } from './schema.js';

/**
 * The LD of each turn's recovery test (Recovering from panic; Morale: outside command radius), from the grade or
 * the LD given (exactly one of the two).
 */
export function normalizePanicRecovery(scenario: PanicRecoveryScenarioCell): NormalizeResult<PanicRecoveryCell> {
  const issues = gradeOrLdIssues(scenario.squad, ['squad']);
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: panicRecoveryCellOf(scenario) };
}
