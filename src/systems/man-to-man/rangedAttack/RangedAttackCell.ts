import type { DamageLimits } from '../damageEffect.js';

/** One normalized ranged-attack cell: plain numbers for the kernel and the exact evaluator. */
export interface RangedAttackCell {
  /** Shots fired at the target this round. */
  shots: number;
  /** The modified DEX the 3d6 roll is compared with. */
  modifiedDex: number;
  /** Highest 3d6 roll from 6 to 15 that hits (3–5 always hit, 16–18 always fail). */
  highestHit: number;
  /** The code each 3d6 total always gives, or −1 (rules.criticals; see Criticals). */
  criticals: number[];
  /** Dice of d6 per hit. */
  damageDice: number;
  /** Damage limits while the target is unhurt, then once it is wounded or worse. */
  limits: [DamageLimits, DamageLimits];
  /** The target's state before the attack: 0 unhurt, 1 wounded. */
  startState: number;
  /** A critical 4 rolls the damage dice twice (`critical-damage: roll-twice`) instead of doubling their total. */
  criticalRollsTwice: boolean;
  /** Whether a jam stops the remaining shots. */
  jamEndsFire: boolean;
  /** False when the shot is not possible (hard full cover). */
  possible: boolean;
  note?: string;
}
