import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { GroundBlastCell } from './GroundBlastCell.js';
import {
  type GroundBlastDistribution,
  type GroundBlastOutcome,
  groundBlastQuantities,
} from './groundBlastQuantities.js';

/**
 * Counter layout of `ground-blast`: four outcomes, then histograms of the units hit and the units dead (0..units).
 * @example groundBlastLayout(cell).distributions.map((d) => d.name) // ['units_hit', 'units_dead']
 */
export function groundBlastLayout(
  cell: Pick<GroundBlastCell, 'units'>,
): CounterLayout<GroundBlastOutcome, GroundBlastDistribution> {
  const sizes = cell.units.length + 1;
  return groundBlastQuantities.layout({ units_hit: sizes, units_dead: sizes });
}
