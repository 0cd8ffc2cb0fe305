/** Figure states: 0 unhurt, 1 wounded, 2 incapacitated, 3 dead. */
export const WOUNDED = 1;
export const INCAPACITATED = 2;
export const DEAD = 3;

/**
 * Damage limits against one STR (4.5 Damage): up to and equal half STR wounds, above half up to STR
 * incapacitates, more than STR kills. Damage is whole, so the limits are floors of STR/2 and STR.
 */
export interface DamageLimits {
  /** Highest damage that only wounds. */
  woundMax: number;
  /** Highest damage that incapacitates. */
  incapacitateMax: number;
}

/**
 * Damage limits for a STR (possibly a halved, fractional one).
 * @example damageLimits(12) // { woundMax: 6, incapacitateMax: 12 }
 */
export function damageLimits(str: number): DamageLimits {
  return { woundMax: Math.floor(str / 2), incapacitateMax: Math.floor(str) };
}

/**
 * A figure's state after one hit of `damage` (4.5): a wound on a figure already wounded (or worse)
 * incapacitates it; a figure never gets better.
 * @example stateAfterDamage(1, 3, damageLimits(12)) // 2 (wounded again: incapacitated)
 */
export function stateAfterDamage(state: number, damage: number, limits: DamageLimits): number {
  const level =
    damage <= limits.woundMax
      ? state >= WOUNDED
        ? INCAPACITATED
        : WOUNDED
      : damage <= limits.incapacitateMax
        ? INCAPACITATED
        : DEAD;
  return Math.max(state, level);
}
