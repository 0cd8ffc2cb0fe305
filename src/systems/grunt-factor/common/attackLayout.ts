import type { CounterLayout } from '../../LegacyKernel.js';
import type { AttackCell } from './AttackCell.js';

export const ATTACK_OUTCOMES = ['no_hit', 'hit_saved', 'casualty'] as const;

/**
 * Counter layout of an attack: no_hit, hit_saved, casualty, then histograms of hits (0..attackers × shots)
 * and casualties (0..min(figures, attackers × shots)).
 * @example attackLayout(cell).distributions.map((d) => d.name) // ['hits', 'casualties']
 */
export function attackLayout(cell: AttackCell): CounterLayout {
  const shots = cell.attackers * cell.shots;
  return {
    outcomes: [...ATTACK_OUTCOMES],
    distributions: [
      { name: 'hits', size: shots + 1 },
      { name: 'casualties', size: Math.min(cell.figures, shots) + 1 },
    ],
  };
}
