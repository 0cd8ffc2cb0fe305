import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { impactVsArmourDist } from '../../steps/impactVsArmourDist.js';
import { addFigures, noFigures, summarizeTotals } from '../figureFates.js';
import { occupantFateOdds } from '../occupantFateOdds.js';
import { CDM_TARGET, type CommandDetonatedMineCell } from './CommandDetonatedMineCell.js';
import type {
  CommandDetonatedMineDistribution,
  CommandDetonatedMineOutcome,
} from './commandDetonatedMineQuantities.js';

type Result = NamedExactResult<CommandDetonatedMineOutcome, CommandDetonatedMineDistribution>;

/**
 * Exact evaluator of CDMs: per figure, with m mines each giving no effect (q), a wound (w) or a kill, it stays
 * unhurt with q^m, is wounded once with m·w·q^(m−1), and is dead otherwise; the figures are independent. A soft-skin
 * survives m mines with (its no-effect odds)^m; disabled, its occupants each follow vehicleOccupantDist.
 * @example exactCommandDetonatedMine({ mines: 1, impactSides: 10, target: 0, figures: 1, armour: { sides: 6, multiplier: 1 }, … }).distributions.dead[1] // 20/60
 */
export function exactCommandDetonatedMine(cell: CommandDetonatedMineCell): Result {
  const isUnit = cell.target === CDM_TARGET.unit;
  const effect = impactVsArmourDist(
    { sides: cell.impactSides, multiplier: 1 },
    cell.armour ?? { sides: cell.vehicleArmourSides, multiplier: 1 },
    cell.killMultiple,
  );
  const m = cell.mines;
  const q = effect.prob(0);
  if (isUnit) {
    const unhurt = q ** m;
    const wounded = m * effect.prob(1) * q ** (m - 1);
    const s = summarizeTotals(
      addFigures(noFigures(), [0, unhurt, wounded, 1 - unhurt - wounded], cell.figures),
      cell.figures,
    );
    return {
      outcomes: { no_effect: s.unhurt, some_casualty: s.hurt, disabled: 0 },
      distributions: { dead: s.dead, wounded: s.wounded, casualties: s.casualties },
    };
  }
  const disabled = cell.target === CDM_TARGET.softskin ? 1 - q ** m : 0;
  let totals = noFigures();
  for (const die of cell.occupants) totals = addFigures(totals, occupantFateOdds(die, cell.occupantThreshold), 1);
  const s = summarizeTotals(totals, cell.occupants.length);
  const mix = (values: number[]) => values.map((p, k) => disabled * p + (k === 0 ? 1 - disabled : 0));
  return {
    outcomes: { no_effect: 1 - disabled, some_casualty: 0, disabled },
    distributions: { dead: mix(s.dead), wounded: mix(s.wounded), casualties: mix(s.casualties) },
  };
}
