import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { PAIR_ROUND_CAP } from './CloseCombatPairCell.js';
import {
  type CloseCombatPairDistribution,
  type CloseCombatPairOutcome,
  closeCombatPairQuantities,
} from './closeCombatPairQuantities.js';

/**
 * Counter layout (the same for every cell): attacker_wins, defender_wins, then rounds (0..10; 10 = ten or more,
 * 0 never happens).
 * @example closeCombatPairLayout().outcomes // ['attacker_wins', 'defender_wins']
 */
export function closeCombatPairLayout(): CounterLayout<CloseCombatPairOutcome, CloseCombatPairDistribution> {
  return closeCombatPairQuantities.layout({ rounds: PAIR_ROUND_CAP + 1 });
}
