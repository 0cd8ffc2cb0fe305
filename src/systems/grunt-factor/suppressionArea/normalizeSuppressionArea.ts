import type { NormalizeResult } from '../../../core/Issue.js';
import type { SuppressionAreaCell } from './SuppressionAreaCell.js';
import type { SuppressionAreaScenarioCell } from './schema.js';
import { suppressionAreaCellOf } from './suppressionAreaCellOf.js';

/** A figure's actions in a suppression area as d20 targets (Suppression; To damage your target). */
export function normalizeSuppressionArea(scenario: SuppressionAreaScenarioCell): NormalizeResult<SuppressionAreaCell> {
  return { ok: true, value: suppressionAreaCellOf(scenario) };
}
