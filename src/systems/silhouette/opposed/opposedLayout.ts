import type { CounterLayout } from '../../LegacyKernel.js';
import type { OpposedCell } from './OpposedCell.js';

/**
 * Counter layout of an opposed cell: its outcomes, then one histogram per distribution.
 * @example opposedLayout(cell).outcomes // ['miss', 'no_effect', 'light_damage', 'heavy_damage', 'overkill']
 */
export function opposedLayout(cell: OpposedCell): CounterLayout {
  return { outcomes: [...cell.outcomes], distributions: cell.distributions.map((d) => ({ ...d })) };
}
