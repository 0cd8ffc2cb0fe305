/** DAMAGE VS ARMOR outcomes, in order of severity. */
export const DAMAGE_RESULTS = ['no_effect', 'light_damage', 'heavy_damage', 'overkill'] as const;

/** DAMAGE VS ARMOR: the multiples of the Armor the damage must reach for each result. */
export const BOOK_DAMAGE_THRESHOLDS = { light: 1, heavy: 2, overkill: 3 } as const;
export type DamageThresholds = Record<keyof typeof BOOK_DAMAGE_THRESHOLDS, number>;

/**
 * DAMAGE VS ARMOR: 0 no effect (damage < Armor), 1 light (≥ Armor), 2 heavy (≥ 2 × Armor),
 * 3 overkill (≥ 3 × Armor); only the most severe applies. The multiples are the book's unless
 * rules.damage-thresholds changes them.
 * @example damageResult(20, 10) // 2
 */
export function damageResult(damage: number, armor: number, t: DamageThresholds = BOOK_DAMAGE_THRESHOLDS): number {
  if (damage >= t.overkill * armor) return 3;
  if (damage >= t.heavy * armor) return 2;
  if (damage >= t.light * armor) return 1;
  return 0;
}

/** Damage states of a vehicle: 0 intact, 1 Light, 2 Heavy, 3 Heavy and Light, 4 destroyed. */
export const VEHICLE_STATES = { none: 0, light: 1, heavy: 2, 'heavy-and-light': 3, destroyed: 4 } as const;

/**
 * The vehicle's state after a result (DAMAGE): two Lights make a Heavy, two Heavies an Overkill.
 * @example stateAfter(1, 1) // 2 (Light + Light → Heavy)
 */
export function stateAfter(state: number, result: number): number {
  if (state === 4 || result === 3) return 4;
  const heavies = (state >= 2 ? 1 : 0) + (result === 2 ? 1 : 0);
  const lights = (state === 1 || state === 3 ? 1 : 0) + (result === 1 ? 1 : 0);
  const h = heavies + (lights >= 2 ? 1 : 0);
  const l = lights >= 2 ? 0 : lights;
  if (h >= 2) return 4;
  return h * 2 + l;
}
