import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { impactVsArmourDist } from '../../steps/impactVsArmourDist.js';
import { addFigures, type FateOdds, noFigures, summarizeTotals } from '../figureFates.js';
import type { MinefieldCell } from './MinefieldCell.js';
import type { MinefieldDistribution, MinefieldOutcome } from './minefieldQuantities.js';

/**
 * Exact evaluator of an infantry unit in a minefield: each figure's chance of being caught (its quality face at or
 * below the field's) times the impactVsArmour step's exact odds, then every figure folded in independently.
 * @example exactMinefield({ figures: 1, qualitySides: 6, caughtFaces: 2, impactSides: 10, armour: { sides: 4, multiplier: 1 } }).outcomes.no_mine // 4/6
 */
export function exactMinefield(cell: MinefieldCell): NamedExactResult<MinefieldOutcome, MinefieldDistribution> {
  const caught = cell.caughtFaces / cell.qualitySides;
  const effect = impactVsArmourDist({ sides: cell.impactSides, multiplier: 1 }, cell.armour, cell.killMultiple);
  const odds: FateOdds = [1 - caught, caught * effect.prob(0), caught * effect.prob(1), caught * effect.prob(2)];
  const s = summarizeTotals(addFigures(noFigures(), odds, cell.figures), cell.figures);
  return {
    outcomes: { no_mine: s.none, caught_unhurt: s.unhurt, some_casualty: s.hurt },
    distributions: { caught: s.attacked, dead: s.dead, wounded: s.wounded, casualties: s.casualties },
  };
}
