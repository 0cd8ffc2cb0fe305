import type { CounterLayout } from '../../LegacyKernel.js';
import type { AttackCell } from './AttackCell.js';

export const ATTACK_OUTCOMES = ['no_attack', 'miss', 'hit', 'killed'] as const;
export const ATTACK_DISTRIBUTIONS = ['target_stage', 'units_hit', 'units_dead'] as const;

/**
 * Counter layout of `attack`: the four outcomes of the primary target, then histograms of its life
 * stage after the attack (0..3), and of the units hit and the units dead (0..units attacked).
 * @example attackLayout(cell).distributions.map((d) => d.name) // ['target_stage', 'units_hit', 'units_dead']
 */
export function attackLayout(cell: AttackCell): CounterLayout {
  const units = cell.targets.length + 1;
  return {
    outcomes: [...ATTACK_OUTCOMES],
    distributions: [
      { name: 'target_stage', size: 4 },
      { name: 'units_hit', size: units },
      { name: 'units_dead', size: units },
    ],
  };
}
