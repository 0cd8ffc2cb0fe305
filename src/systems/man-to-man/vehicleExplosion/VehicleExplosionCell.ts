import type { DamageLimits } from '../damageEffect.js';

/** One character within 3" of the explosion: its state before, and the damage limits it is hit with. */
export interface ExplosionVictim {
  startState: number;
  limits: DamageLimits;
}

/** One normalized vehicle-explosion cell. */
export interface VehicleExplosionCell {
  victims: ExplosionVictim[];
  /** One 4d6 for everyone, or one for each character (`explosion-roll: each-rolls`). */
  eachRolls: boolean;
  /** d6 of the explosion's damage (rules.explosion-dice; 4 in the book). */
  dice: number;
}
