import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { impactVsArmourDist } from '../../steps/impactVsArmourDist.js';
import { addFigures, noFigures, summarizeTotals } from '../figureFates.js';
import { occupantFateOdds } from '../occupantFateOdds.js';
import type { MinefieldVehicleCell } from './MinefieldVehicleCell.js';
import type { MinefieldVehicleDistribution, MinefieldVehicleOutcome } from './minefieldVehicleQuantities.js';

/**
 * Exact evaluator of a vehicle in a minefield: P(at risk) (1, or a driver's 1), P(attacked) (the D6 faces from
 * attackFrom), the impactVsArmour step's exact odds of the D10 against the suspension die, and when disabled every
 * occupant's vehicleOccupantDist.
 * @example exactMinefieldVehicle({ driverSides: 0, attackFrom: 1, impactSides: 10, suspensionSides: 10, occupants: [], … }).outcomes.disabled // 20/100
 */
export function exactMinefieldVehicle(
  cell: MinefieldVehicleCell,
): NamedExactResult<MinefieldVehicleOutcome, MinefieldVehicleDistribution> {
  const atRisk = cell.driverSides > 0 ? 1 / cell.driverSides : 1;
  const attacked = atRisk * (Math.max(0, 7 - cell.attackFrom) / 6);
  const effect = impactVsArmourDist(
    { sides: cell.impactSides, multiplier: 1 },
    { sides: cell.suspensionSides, multiplier: 1 },
    cell.disableMultiple,
  );
  const disabled = attacked * effect.prob(2);
  const cleared = cell.driverSides > 0 ? 1 - (cell.clearsOnOne ? 0 : atRisk) : 0;

  // The occupants of a disabled vehicle, each on his own armour die; nobody is hurt otherwise.
  let totals = noFigures();
  for (const die of cell.occupants) totals = addFigures(totals, occupantFateOdds(die, cell.occupantThreshold), 1);
  const hurt = summarizeTotals(totals, cell.occupants.length);
  const mix = (values: number[]) => values.map((p, k) => disabled * p + (k === 0 ? 1 - disabled : 0));
  return {
    outcomes: {
      not_attacked: 1 - attacked,
      no_effect: attacked * effect.prob(0),
      immobilised: attacked * effect.prob(1),
      disabled,
    },
    distributions: { field_cleared: [1 - cleared, cleared], dead: mix(hurt.dead), wounded: mix(hurt.wounded) },
  };
}
