import type { CounterLayout } from '../../../core/CounterLayout.js';
import {
  type CloseCombatDistribution,
  type CloseCombatOutcome,
  closeCombatQuantities,
} from './closeCombatQuantities.js';

/**
 * Counter layout of close combat: eight outcomes, then the two figures' states (0 unhurt … 3 dead) and
 * their weapons (0 in hand, 1 dropped, 2 broken).
 * @example closeCombatLayout().distributions.map((d) => d.size) // [4, 4, 3, 3]
 */
export function closeCombatLayout(): CounterLayout<CloseCombatOutcome, CloseCombatDistribution> {
  return closeCombatQuantities.layout({ defender_state: 4, attacker_state: 4, attacker_weapon: 3, defender_weapon: 3 });
}
