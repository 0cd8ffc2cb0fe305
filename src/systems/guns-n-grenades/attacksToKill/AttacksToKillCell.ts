/** One normalized `attacks-to-kill` cell: plain numbers (it crosses to the worker threads). */
export interface AttacksToKillCell {
  /** False when the target is out of range or inside the minimum range: it is never attacked. */
  canAttack: boolean;
  atk: number;
  def: number;
  /** Fast Shot: 0 none, 1 re-roll the attacker's die after a miss, 2 re-roll both dice. */
  fastShot: 0 | 1 | 2;
  damage: number;
  /** The target's life track: its Dead state and next[state * 4 + damage]. */
  dead: number;
  next: number[];
  /** Attacks followed; the value cap + 1 of `attacks` means "more than cap". */
  cap: number;
  note?: string;
}
