import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { impactVsArmourDist } from '../../steps/impactVsArmourDist.js';
import { opposedRollDist } from '../../steps/opposedRollDist.js';
import { addFigures, type FateOdds, noFigures, summarizeTotals } from '../figureFates.js';
import type { BoobyTrapCell } from './BoobyTrapCell.js';
import type { BoobyTrapDistribution, BoobyTrapOutcome } from './boobyTrapQuantities.js';

/**
 * Exact evaluator of a booby trap: P(detonates) from the opposedRoll step's exact twin (the trap's die exceeding the
 * quality die), then the nearest figure's and each contact figure's impactVsArmour odds, independent of each other.
 * @example exactBoobyTrap({ qualitySides: 8, triggerSides: 8, impactSides: 8, contactImpactSides: 6, armour: { sides: 4, multiplier: 1 }, inContact: 0 }).outcomes.discovered // 36/64
 */
export function exactBoobyTrap(cell: BoobyTrapCell): NamedExactResult<BoobyTrapOutcome, BoobyTrapDistribution> {
  const detonates = opposedRollDist([cell.triggerSides], cell.qualitySides).probWhere((score) => score >>> 16 === 1);
  const fate = (impactSides: number): FateOdds => {
    const e = impactVsArmourDist({ sides: impactSides, multiplier: 1 }, cell.armour, cell.killMultiple);
    return [0, e.prob(0), e.prob(1), e.prob(2)];
  };
  const totals = addFigures(
    addFigures(noFigures(), fate(cell.impactSides), 1),
    fate(cell.contactImpactSides),
    cell.inContact,
  );
  const s = summarizeTotals(totals, cell.inContact + 1);
  const mix = (values: number[]) => values.map((p, k) => detonates * p + (k === 0 ? 1 - detonates : 0));
  return {
    outcomes: { discovered: 1 - detonates, detonated_unhurt: detonates * s.unhurt, some_casualty: detonates * s.hurt },
    distributions: { dead: mix(s.dead), wounded: mix(s.wounded), casualties: mix(s.casualties) },
  };
}
