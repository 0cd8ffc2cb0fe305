import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { AttackCell } from './AttackCell.js';
import { type AttackDistribution, type AttackOutcome, attackQuantities } from './attackQuantities.js';

/**
 * Counter layout of `attack`: the four outcomes of the primary target, then histograms of its life
 * stage after the attack (0..3), and of the units hit and the units dead (0..units attacked).
 * @example attackLayout(cell).distributions.map((d) => d.name) // ['target_stage', 'units_hit', 'units_dead']
 */
export function attackLayout(cell: AttackCell): CounterLayout<AttackOutcome, AttackDistribution> {
  const units = cell.targets.length + 1;
  return attackQuantities.layout({ target_stage: 4, units_hit: units, units_dead: units });
}
