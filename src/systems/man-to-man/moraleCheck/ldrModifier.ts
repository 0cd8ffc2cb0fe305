import { LDR_MODIFIERS as M } from '../data/ldrModifiers.js';
import type { MoraleUnit } from './schema.js';

/**
 * The sum of the 5.0 Modifiers to LDR that apply to a unit.
 * @example ldrModifier({ quality: 'elite', officer_within_6: false, in_cover: true, afv_within_12: false, casualties: 2, air_flame_rocket_attack: false }) // 2
 */
export function ldrModifier(unit: Omit<MoraleUnit, 'surrounded'>): number {
  let m = unit.casualties * M.perCasualty;
  if (unit.officer_within_6) m += M.officerWithin6;
  if (unit.in_cover) m += M.inCover;
  if (unit.afv_within_12) m += M.afvWithin12;
  if (unit.air_flame_rocket_attack) m += M.airFlameRocketAttack;
  if (unit.quality === 'elite') m += M.elite;
  if (unit.quality === 'green') m += M.green;
  return m;
}
