import { WEAPONS, type Weapon } from './data/weapons.js';

type CustomWeapons = Record<
  string,
  { base_range: number | null; accuracy: number; damage: number; rof: number; ai: boolean; area_effect: boolean }
>;

/**
 * The weapons table in force: the demo weapons with the scenario's house weapons added or replacing, to look
 * weapon names up in with lookUpName.
 * @example weaponTable({ rifle: { base_range: 1, accuracy: 0, damage: 1, rof: 0, ai: false, area_effect: false } }).rifle.damage // 1
 */
export function weaponTable(custom: CustomWeapons | undefined): Record<string, Weapon> {
  const table: Record<string, Weapon> = { ...WEAPONS };
  for (const [name, w] of Object.entries(custom ?? {})) {
    table[name] = {
      baseRange: w.base_range,
      accuracy: w.accuracy,
      damage: w.damage,
      rof: w.rof,
      antiInfantry: w.ai,
      areaEffect: w.area_effect,
    };
  }
  return table;
}
