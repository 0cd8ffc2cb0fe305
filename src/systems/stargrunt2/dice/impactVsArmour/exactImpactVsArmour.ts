import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { impactVsArmourDist } from '../../steps/impactVsArmourDist.js';
import type { ImpactVsArmourCell } from './ImpactVsArmourCell.js';
import type { ImpactVsArmourOutcome } from './impactVsArmourQuantities.js';

/**
 * Exact evaluator of impact against armour: every pair of faces (the impactVsArmour step's exact counterpart).
 * @example exactImpactVsArmour({ impact: { sides: 10, multiplier: 1 }, armour: { sides: 6, multiplier: 1 } }).outcomes.kill // 20/60
 */
export function exactImpactVsArmour(cell: ImpactVsArmourCell): NamedExactResult<ImpactVsArmourOutcome> {
  const effect = impactVsArmourDist(cell.impact, cell.armour, cell.killMultiple);
  return { outcomes: { no_effect: effect.prob(0), wound: effect.prob(1), kill: effect.prob(2) }, distributions: {} };
}
