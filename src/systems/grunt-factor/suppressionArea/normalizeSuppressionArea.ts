import type { NormalizeResult } from '../../../core/Issue.js';
import { gradeOrLdIssues } from '../common/gradeOrLdIssues.js';
import { messages } from '../messages.js';
import type { SuppressionAreaCell } from './SuppressionAreaCell.js';
import type { SuppressionAreaScenarioCell } from './schema.js';
import { suppressionAreaCellOf } from './suppressionAreaCellOf.js';

/**
 * A figure's actions in a suppression area as d20 targets (Suppression; To damage your target); the figure's LD
 * by its grade or as a number (exactly one), and its A given whenever its grade is not.
 */
export function normalizeSuppressionArea(scenario: SuppressionAreaScenarioCell): NormalizeResult<SuppressionAreaCell> {
  const { figure } = scenario;
  const issues = gradeOrLdIssues(figure, ['figure']);
  if (issues.length === 0 && figure.grade === undefined && figure.armour === undefined) {
    issues.push({ path: ['figure'], message: messages.armourWithLd, expected: messages.armourExpected });
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: suppressionAreaCellOf(scenario) };
}
