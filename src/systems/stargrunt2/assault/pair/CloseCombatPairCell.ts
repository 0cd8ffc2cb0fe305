import type { CounterLayout } from '../../../LegacyKernel.js';
import type { CloseCombatDie } from '../closeCombatDice.js';

/** One normalized close-combat pair: each figure's die in the first round and in later rounds. */
export interface CloseCombatPairCell {
  attackerFirst: CloseCombatDie;
  defenderFirst: CloseCombatDie;
  attacker: CloseCombatDie;
  defender: CloseCombatDie;
  note?: string;
}

/** The last bin of `rounds`: a fight still undecided after 9 rounds counts there ("10 or more"). */
export const PAIR_ROUND_CAP = 10;

/**
 * Counter layout: attacker_wins, defender_wins, then rounds (0..10; 10 = ten or more, 0 never happens).
 * @example closeCombatPairLayout().outcomes // ['attacker_wins', 'defender_wins']
 */
export function closeCombatPairLayout(): CounterLayout {
  return { outcomes: ['attacker_wins', 'defender_wins'], distributions: [{ name: 'rounds', size: PAIR_ROUND_CAP + 1 }] };
}
