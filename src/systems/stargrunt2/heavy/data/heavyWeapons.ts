import type { Die } from '../../../../dice/dieType.js';
import type { SystemLevel } from './systemDice.js';

/** A heavy weapon at one size class: its impact die (already multiplied) and the size class itself. */
export interface HeavyWeapon {
  /** Impact for a MINOR hit (IMPACT VALUES FOR HEAVY WEAPONS: listed value × size, or × 2 × size). */
  impact: Die;
  /** Size class of the weapon (used for occupant casualties). */
  size: number;
  /** Guided missiles are fired with `missile-fire`, not as direct fire. */
  guided: boolean;
  /** The guidance system a named national missile is issued with (its army list gives it); generic missiles leave it to the scenario. */
  guidance?: SystemLevel;
}

/**
 * HEAVY WEAPONS SYSTEMS (chapter on vehicles and equipment): base impact die, how the multiplier
 * follows the size class, and the sizes the weapon is made in.
 * "RFAC Base Impact Value D10 ... available in size classes 1 and 2 only"; HVC D10, 3–5; HKP D12, 3–5;
 * GAC D12, 1–2; MDC D12, 3–5; HEL D8, 1–5; "DFFG Impact Value multiplier is DOUBLE size class", 1–5.
 */
const DIRECT_FIRE: Array<[name: string, sides: number, perSize: number, sizes: number[]]> = [
  ['rfac', 10, 1, [1, 2]],
  ['hvc', 10, 1, [3, 4, 5]],
  ['hkp', 12, 1, [3, 4, 5]],
  ['gac', 12, 1, [1, 2]],
  ['mdc', 12, 1, [3, 4, 5]],
  ['hel', 8, 1, [1, 2, 3, 4, 5]],
  ['dffg', 12, 2, [1, 2, 3, 4, 5]],
];

/**
 * The heavy weapons by name, `<type>-<size>` in kebab-case (`rfac-1`, `hkp-3`, `dffg-2`), plus the
 * guided missiles: "GMS/P Impact Value D12; for GMS/L and GMS/H Impact Value multiplier is DOUBLE
 * size class, ie: D12x2 and D12x4" (GMS/L is size 1, GMS/H size 2; the GMS/P counts as size 1).
 * @example HEAVY_WEAPONS['dffg-2'].impact // { sides: 12, multiplier: 4 }
 */
export const HEAVY_WEAPONS: Record<string, HeavyWeapon> = Object.fromEntries([
  ...DIRECT_FIRE.flatMap(([name, sides, perSize, sizes]) =>
    sizes.map((size) => [`${name}-${size}`, { impact: { sides, multiplier: perSize * size }, size, guided: false }]),
  ),
  ['gms-p', { impact: { sides: 12, multiplier: 1 }, size: 1, guided: true }],
  ['gms-l', { impact: { sides: 12, multiplier: 2 }, size: 1, guided: true }],
  ['gms-h', { impact: { sides: 12, multiplier: 4 }, size: 2, guided: true }],
]);
