import { readDie } from '../../../../dice/faceDie.js';
import { HEAVY_WEAPONS, type HeavyWeapon } from './heavyWeapons.js';
import { GUIDED_MISSILES } from './nationalMissiles.js';

/**
 * The heavy weapons table in force: HEAVY_WEAPONS and the national guided missiles (so that naming one outside
 * `missile-fire` is told to use it), with the scenario's house heavy weapons added or replacing by name (their impact a ladder die, or any d-N or listed faces where the
 * resolution's schema takes house dice).
 * @example heavyWeaponTable({ 'rail-3': { impact: 'd12x4', size: 3 } })['rail-3'].impact.multiplier // 4
 */
export function heavyWeaponTable(
  custom: Record<string, { impact: string | readonly number[]; size: number }> | undefined,
): Record<string, HeavyWeapon> {
  const table: Record<string, HeavyWeapon> = { ...HEAVY_WEAPONS, ...GUIDED_MISSILES };
  for (const [name, w] of Object.entries(custom ?? {}))
    table[name] = { impact: readDie(w.impact)!, size: w.size, guided: false };
  return table;
}
