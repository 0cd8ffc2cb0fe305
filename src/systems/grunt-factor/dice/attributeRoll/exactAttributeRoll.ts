import type { NamedExactResult } from '../../../../core/ExactResult.js';
import type { AttributeRollCell } from './AttributeRollCell.js';
import type { AttributeRollOutcome } from './attributeRollQuantities.js';

/**
 * Exact: faces at or under the modified attribute, out of 20.
 * @example exactAttributeRoll({ attribute: 'ld', target: 14, successFaces: 14 }).outcomes.success // 0.7
 */
export function exactAttributeRoll(cell: AttributeRollCell): NamedExactResult<AttributeRollOutcome, never> {
  return { outcomes: { success: cell.successFaces / 20, failure: (20 - cell.successFaces) / 20 }, distributions: {} };
}
