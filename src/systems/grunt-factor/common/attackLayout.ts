import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { AttackCell } from './AttackCell.js';
import { type AttackDistribution, type AttackOutcome, attackQuantities } from './attackQuantities.js';

/**
 * Counter layout of an attack: no_hit, hit_saved, casualty, then histograms of hits (0..attackers × shots)
 * and casualties (0..min(figures, attackers × shots × caught)).
 * @example attackLayout(cell).distributions.map((d) => d.name) // ['hits', 'casualties']
 */
export function attackLayout(cell: AttackCell): CounterLayout<AttackOutcome, AttackDistribution> {
  const shots = cell.attackers * cell.shots;
  return attackQuantities.layout({ hits: shots + 1, casualties: Math.min(cell.figures, shots * cell.caught) + 1 });
}
