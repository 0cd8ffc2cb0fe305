import type { DamageLimits } from '../damageEffect.js';

/** One side of a close combat, in numbers. */
export interface CloseCombatant {
  /** Highest 3d6 roll from 6 to 15 that hits (attack or riposte, with modifiers). */
  highestHit: number;
  /** Highest 3d6 roll that parries; −1 when this character cannot parry. */
  highestParry: number;
  /** Dice of d6 of the weapon. */
  damageDice: number;
  /** Multiplier of the damage on an ordinary hit (2 for a charge). */
  damageMultiplier: number;
  /** Multiplier on a critical 4 (of the dice rolled twice under `critical-damage: roll-twice`). */
  criticalMultiplier: number;
  /** A critical 4 rolls the damage dice twice instead of doubling their total. */
  criticalRollsTwice: boolean;
  /** Limits while unhurt, then once wounded or worse. */
  limits: [DamageLimits, DamageLimits];
  startState: number;
}

/** One normalized close-combat cell. */
export interface CloseCombatCell {
  attacker: CloseCombatant;
  defender: CloseCombatant;
  /** Whether the defender ripostes when the attack fails. */
  riposte: boolean;
  /** Whether critical hits (3-5) can be parried. */
  parryCriticals: boolean;
  /** The code each 3d6 total to hit always gives, or −1 (rules.criticals; see Criticals). */
  criticals: number[];
}
