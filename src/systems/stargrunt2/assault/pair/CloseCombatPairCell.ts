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
