import type { DamageLimits } from '../damageEffect.js';

/** What a critical failure (16, 17, 18) does: 0 not fired, 1 jammed, 2 exploded in hand. */
export type FailureEffect = 0 | 1 | 2;

/** The targeted building (7.0), when the attack is aimed at one with the target character inside. */
export interface TargetBuilding {
  hitPoints: number;
  /** Damage taken in earlier attacks. */
  damageTaken: number;
  /** Half the side of its square footprint, in inches. */
  halfSide: number;
}

/** One normalized indirect-fire cell (6.0–6.4, 7.0). */
export interface IndirectFireCell {
  /** Highest 3d6 total that hits before criticals (DEX or INT with the 6.2 modifiers). */
  highestHit: number;
  /** Whether 3 kills and 4 doubles damage (4.4); false: every critical hit is only an automatic hit. */
  criticalEffects: boolean;
  /** A critical 4 rolls the damage dice twice (`critical-damage: roll-twice`) instead of doubling their total. */
  criticalRollsTwice: boolean;
  /** Effects of the rolls 16, 17, 18. */
  failures: [FailureEffect, FailureEffect, FailureEffect];
  /** Dice of d6 of the scatter distance. */
  scatterDice: number;
  /** Radius of the area effect template, in inches. */
  radius: number;
  damageDice: number;
  /** Hits taken off each damage die for the target character (6.4: hard cover 4, building 6). */
  dieReduction: number;
  /** true: off each die (at least 0); false: die count × reduction off the total. */
  reducePerDie: boolean;
  /** Target character's state before the attack (0 unhurt, 1 wounded). */
  startState: number;
  /** The target character's damage limits in that state. */
  limits: DamageLimits;
  building: TargetBuilding | null;
}
