import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { MultiOpposedCell } from './MultiOpposedCell.js';

/**
 * Counter layout of independent opposed tests: its resolution's outcomes, then one histogram per summed
 * distribution, sized by the normalizer.
 * @example multiOpposedLayout(cell).distributions.map((d) => d.name) // ['targets_hit', 'targets_damaged', 'targets_destroyed', 'total_damage']
 */
export function multiOpposedLayout<O extends string, D extends string>(
  cell: MultiOpposedCell<O, D>,
): CounterLayout<O, D> {
  return cell.layout;
}
