import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { OpposedCell } from './OpposedCell.js';

/**
 * Counter layout of an opposed cell: its resolution's outcomes, then one histogram per distribution,
 * sized by the normalizer.
 * @example opposedLayout(cell).outcomes // ['miss', 'no_effect', 'light_damage', 'heavy_damage', 'overkill']
 */
export function opposedLayout<O extends string, D extends string>(cell: OpposedCell<O, D>): CounterLayout<O, D> {
  return cell.layout;
}
