import type { CounterLayout } from '../../LegacyKernel.js';

export const CLOSE_COMBAT_OUTCOMES = [
  'miss',
  'parried',
  'wounded',
  'incapacitated',
  'dead',
  'riposte_wounded',
  'riposte_incapacitated',
  'riposte_dead',
] as const;

export const CLOSE_COMBAT_DISTRIBUTIONS = ['defender_state', 'attacker_state', 'attacker_weapon', 'defender_weapon'] as const;

/**
 * Counter layout of close combat: eight outcomes, then the two figures' states (0 unhurt … 3 dead) and
 * their weapons (0 in hand, 1 dropped, 2 broken).
 * @example closeCombatLayout().distributions.map((d) => d.size) // [4, 4, 3, 3]
 */
export function closeCombatLayout(): CounterLayout {
  return {
    outcomes: [...CLOSE_COMBAT_OUTCOMES],
    distributions: [
      { name: 'defender_state', size: 4 },
      { name: 'attacker_state', size: 4 },
      { name: 'attacker_weapon', size: 3 },
      { name: 'defender_weapon', size: 3 },
    ],
  };
}
