import type { Die } from '../../../dice/dieType.js';
import { vehicleOccupantDist } from '../steps/vehicleOccupantDist.js';
import type { FateOdds } from './figureFates.js';
import { casualtyFaces } from './occupantDice.js';

/**
 * The exact side of occupantDice: one occupant's fate odds for figureFates (not attacked, unhurt, wounded, dead), from
 * the vehicleOccupants step's exact twin with his die's casualty faces.
 * @example occupantFateOdds({ sides: 6, multiplier: 1 }, 2) // [4/6, 0, 1/6, 1/6]
 */
export function occupantFateOdds(die: Die, threshold: number): FateOdds {
  const o = vehicleOccupantDist(die.sides, casualtyFaces(die, threshold));
  return [o.prob(0), 0, o.prob(2), o.prob(1)];
}
