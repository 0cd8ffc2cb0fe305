import type { DamageLimits } from '../damageEffect.js';

/** What a critical failure (16, 17, 18) does: 0 not fired, 1 jammed, 2 exploded in hand. */
export type FailureEffect = 0 | 1 | 2;

/** The targeted building (7.0), when the attack is aimed at one with the target character inside. */
interface TargetBuilding {
  hitPoints: number;
  /** Damage taken in earlier attacks. */
  damageTaken: number;
  /** Half the side of its square footprint, in inches. */
  halfSide: number;
}

/**
 * One normalized area effect attack on a character or a building: indirect fire (6.0–6.4, 7.0), and an AFV's high
 * explosive shot at soft targets (8.2), which uses the same template, scatter and cover.
 */
export interface IndirectFireCell {
  /** Highest 3d6 total that hits before criticals (DEX or INT with the 6.2 modifiers). */
  highestHit: number;
  /** The code each 3d6 total to hit always gives, or −1 (rules.criticals; see Criticals). */
  criticals: number[];
  /** Whether a critical 3 kills the target character (4.4; 8.2 "target KO'd instantly"); false: only a hit. */
  criticalKills: boolean;
  /** Whether a critical 4 doubles the damage (4.4); false: only a hit. */
  criticalDoubles: boolean;
  /** A critical 4 rolls the damage dice twice (`critical-damage: roll-twice`) instead of doubling their total. */
  criticalRollsTwice: boolean;
  /** Effects of the rolls 16, 17, 18. */
  failures: [FailureEffect, FailureEffect, FailureEffect];
  /** Dice of d6 of the scatter distance. */
  scatterDice: number;
  /** Radius of the area effect template, in inches. */
  radius: number;
  damageDice: number;
  /** The damage total is divided by these, rounded down, on a direct hit and after scatter (6.3 "½ damage"; 8.2 HE halved). */
  directDivisor: number;
  scatteredDivisor: number;
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
