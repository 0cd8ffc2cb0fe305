import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { addFigures, type FateOdds, noFigures, summarizeTotals } from '../../mines/figureFates.js';
import { impactVsArmourDist } from '../../steps/impactVsArmourDist.js';
import { type FireExposureCell, fireExposureArmour } from './FireExposureCell.js';
import type { FireExposureDistribution, FireExposureOutcome } from './fireExposureQuantities.js';

/**
 * Exact evaluator of figures coming within 3" of a fire: one figure's odds from the impactVsArmour step's exact twin
 * (the D4 against its armour), over the entries (a casualty rolls no more: unhurt after k entries is unhurt^k), then
 * every figure folded in independently.
 * @example exactFireExposure({ figures: 1, entries: 1, fireSides: 4, armourSides: 4, killMultiple: 2 }).distributions.dead // [14/16, 2/16]
 */
export function exactFireExposure(
  cell: FireExposureCell,
): NamedExactResult<FireExposureOutcome, FireExposureDistribution> {
  const once = impactVsArmourDist(
    { sides: cell.fireSides, multiplier: 1 },
    fireExposureArmour(cell),
    cell.killMultiple,
  );
  const unhurt = once.prob(0);
  // Hurt at entry k: unhurt k − 1 times, then wounded or dead: a geometric sum over the entries.
  let reach = 0;
  for (let k = 0; k < cell.entries; k++) reach += unhurt ** k;
  const odds: FateOdds = [0, unhurt ** cell.entries, once.prob(1) * reach, once.prob(2) * reach];
  const s = summarizeTotals(addFigures(noFigures(), odds, cell.figures), cell.figures);
  return {
    outcomes: { unhurt: s.unhurt, some_casualty: s.hurt },
    distributions: { dead: s.dead, wounded: s.wounded, casualties: s.casualties },
  };
}
