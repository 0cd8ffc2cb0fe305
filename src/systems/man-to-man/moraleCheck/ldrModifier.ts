import type { LdrModifierTable } from '../data/ldrModifiers.js';
import type { MoraleUnit } from './schema.js';

/**
 * The sum of the 5.0 Modifiers to LDR that apply to a unit, read from the modifier table (the book's unless
 * rules.modifiers changes an entry).
 * @example ldrModifier({ quality: 'elite', officer_within_6: false, in_cover: true, afv_within_12: false, casualties: 2, air_flame_rocket_attack: false }, { 'officer-within-6': 2, 'in-cover': 2, 'afv-within-12': 2, elite: 4, 'per-casualty': -2, 'air-flame-rocket-attack': -4, green: -4 }) // 2
 */
export function ldrModifier(unit: Omit<MoraleUnit, 'surrounded'>, m: LdrModifierTable): number {
  let total = unit.casualties * m['per-casualty'];
  if (unit.officer_within_6) total += m['officer-within-6'];
  if (unit.in_cover) total += m['in-cover'];
  if (unit.afv_within_12) total += m['afv-within-12'];
  if (unit.air_flame_rocket_attack) total += m['air-flame-rocket-attack'];
  if (unit.quality === 'elite') total += m.elite;
  if (unit.quality === 'green') total += m.green;
  return total;
}
