import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { AntiArmorCell } from './AntiArmorCell.js';
import { type AntiArmorDistribution, type AntiArmorOutcome, antiArmorQuantities } from './antiArmorQuantities.js';

/**
 * Counter layout of `anti-armor`: two outcomes, then the units hurt and the units dead (0..units behind the cover).
 * @example antiArmorLayout({ units: 2 }).distributions.map((d) => d.size) // [3, 3]
 */
export function antiArmorLayout(
  cell: Pick<AntiArmorCell, 'units'>,
): CounterLayout<AntiArmorOutcome, AntiArmorDistribution> {
  return antiArmorQuantities.layout({ units_hurt: cell.units + 1, units_dead: cell.units + 1 });
}
