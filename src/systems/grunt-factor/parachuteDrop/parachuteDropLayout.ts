import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { ParachuteDropCell } from './ParachuteDropCell.js';
import {
  type ParachuteDropDistribution,
  type ParachuteDropOutcome,
  parachuteDropQuantities,
} from './parachuteDropQuantities.js';

/**
 * Counter layout of a parachute drop: the three outcomes, soldiers drifting (0..soldiers), farthest drift (0..20 cm).
 * @example parachuteDropLayout({ ldFaces: [9, 9] }).distributions.map((d) => d.size) // [3, 21]
 */
export function parachuteDropLayout(
  cell: ParachuteDropCell,
): CounterLayout<ParachuteDropOutcome, ParachuteDropDistribution> {
  return parachuteDropQuantities.layout({ scattered: cell.ldFaces.length + 1, farthest_cm: 21 });
}
