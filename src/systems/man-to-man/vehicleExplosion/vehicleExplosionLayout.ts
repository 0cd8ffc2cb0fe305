import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { VehicleExplosionCell } from './VehicleExplosionCell.js';
import {
  type VehicleExplosionDistribution,
  type VehicleExplosionOutcome,
  vehicleExplosionQuantities,
} from './vehicleExplosionQuantities.js';

/**
 * Counter layout of a vehicle's explosion: the three outcomes, then dead, incapacitated and wounded (0..characters).
 * @example vehicleExplosionLayout({ victims: [victim, victim], eachRolls: false }) // dead, incapacitated and wounded sized 3 (0..2)
 */
export function vehicleExplosionLayout(
  cell: VehicleExplosionCell,
): CounterLayout<VehicleExplosionOutcome, VehicleExplosionDistribution> {
  const size = cell.victims.length + 1;
  return vehicleExplosionQuantities.layout({ dead: size, incapacitated: size, wounded: size });
}
