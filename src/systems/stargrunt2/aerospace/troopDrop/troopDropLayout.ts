import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { maxScatter, type TroopDropCell } from './TroopDropCell.js';
import { type TroopDropDistribution, type TroopDropOutcome, troopDropQuantities } from './troopDropQuantities.js';

/**
 * Counter layout: unharmed, casualties, craft_stranded, then injured and lost (0 … figures) and farthest (0 … 10 or 20).
 * @example troopDropLayout(cell).distributions[2] // { name: 'farthest', size: 21 } from orbit
 */
export function troopDropLayout(cell: TroopDropCell): CounterLayout<TroopDropOutcome, TroopDropDistribution> {
  return troopDropQuantities.layout({
    injured: cell.figures + 1,
    lost: cell.figures + 1,
    farthest: maxScatter(cell) + 1,
  });
}
