import { Dist } from '../../../../dice/exact/Dist.js';
import { hitEffect } from '../../impactVsArmour.js';
import type { NamedExactResult } from '../../../../core/ExactResult.js';
import type { ImpactVsArmourCell } from './ImpactVsArmourCell.js';
import type { ImpactVsArmourOutcome } from './impactVsArmourQuantities.js';

/**
 * Exact evaluator of impact against armour: every pair of faces.
 * @example exactImpactVsArmour({ impact: { sides: 10, multiplier: 1 }, armour: { sides: 6, multiplier: 1 } }).outcomes.kill // 20/60
 */
export function exactImpactVsArmour(cell: ImpactVsArmourCell): NamedExactResult<ImpactVsArmourOutcome> {
  const effect = Dist.die(cell.impact).combine(Dist.die(cell.armour), (i, a) => hitEffect(i, a));
  return { outcomes: { no_effect: effect.prob('none'), wound: effect.prob('wound'), kill: effect.prob('kill') }, distributions: {} };
}
