import type { CounterLayout } from '../../LegacyKernel.js';

export const INDIRECT_FIRE_OUTCOMES = ['direct_hit', 'scattered_hit', 'miss', 'not_fired', 'jammed', 'exploded_in_hand'] as const;

/**
 * Counter layout of indirect fire: six outcomes, then the target character's state (0 unhurt … 3 dead),
 * the scatter distance in inches (0 … 6 × scatter dice; 0 when the round did not scatter) and the
 * building (0 standing or none, 1 collapsed).
 * @example indirectFireLayout(2).distributions.map((d) => d.size) // [4, 13, 2]
 */
export function indirectFireLayout(scatterDice: number): CounterLayout {
  return {
    outcomes: [...INDIRECT_FIRE_OUTCOMES],
    distributions: [
      { name: 'target_state', size: 4 },
      { name: 'scatter', size: scatterDice * 6 + 1 },
      { name: 'building', size: 2 },
    ],
  };
}
