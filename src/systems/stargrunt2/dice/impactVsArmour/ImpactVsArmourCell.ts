import type { Die } from '../../../../dice/dieType.js';

/** Plain data of one impact-against-armour roll: both dice with their multipliers, after the armour's shifts. */
export interface ImpactVsArmourCell {
  impact: Die;
  armour: Die;
  /** A KILL when the impact exceeds this many times the armour roll (parameter `kill-multiple`, the book's 2). */
  killMultiple: number;
}
