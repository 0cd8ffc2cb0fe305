import type { Issue } from '../../core/Issue.js';
import { lookUpName, type NameKind } from '../../core/lookUpName.js';
import type { Die } from '../../dice/dieType.js';
import { readDie } from '../../dice/faceDie.js';
import { ARMOUR_DICE } from './data/armour.js';
import { NATIONAL_WEAPON_TABLE } from './data/nationalWeapons.js';
import { WEAPONS, type Weapon } from './data/weapons.js';

/** A die as a house table gives it: ladder text ('d8'), any d-N ('d14') or listed faces, checked by the schema. */
type HouseDie = string | readonly number[];

type CustomWeapons = Record<
  string,
  | { class: 'small-arms'; firepower: number; impact: HouseDie; close_range: boolean }
  | { class: 'support' | 'sniper'; firepower: HouseDie; impact: HouseDie; heavy_at_point_targets: boolean }
>;

/**
 * The weapons table in force: the generic table, then the national weapons of the army lists, then the scenario's
 * house weapons added or replacing by name.
 * @example weaponTable(undefined)['kalyev-sniper-rifle'].impact.sides // 10
 */
export function weaponTable(custom: CustomWeapons | undefined): Record<string, Weapon> {
  const table: Record<string, Weapon> = { ...WEAPONS, ...NATIONAL_WEAPON_TABLE };
  for (const [name, w] of Object.entries(custom ?? {})) {
    table[name] =
      w.class === 'small-arms'
        ? { class: 'small-arms', firepower: w.firepower, impact: readDie(w.impact)!, closeRange: w.close_range }
        : {
            class: w.class,
            firepower: readDie(w.firepower)!,
            impact: readDie(w.impact)!,
            heavyAtPointTargets: w.heavy_at_point_targets,
          };
  }
  return table;
}

/**
 * The armour table in force as whole dice, so that house armour may be any d-N or listed faces (houseArmourSchema, houseInfantryArmourSchema).
 * @example armourDieTable({ mesh: [1, 1, 2, 6] }).mesh // { sides: 4, multiplier: 1, faces: [1, 1, 2, 6] }
 */
export function armourDieTable(custom: Record<string, HouseDie> | undefined): Record<string, Die> {
  const table: Record<string, Die> = {};
  for (const [name, sides] of Object.entries(ARMOUR_DICE)) table[name] = { sides, multiplier: 1 };
  for (const [name, die] of Object.entries(custom ?? {})) table[name] = readDie(die)!;
  return table;
}

/** How lookUpName words the Stargrunt II table names ("unknown weapon …", "an armour name"). */
export const stargrunt2Names = {
  weapon: { kind: 'weapon' },
  armour: { kind: 'armour', expected: 'an armour name' },
} satisfies Record<string, NameKind>;

/**
 * Looks a weapon or armour name up in its table through lookUpName. Kept for the heavy-weapon and assault
 * normalizers that still call it: new code calls lookUpName with `stargrunt2Names[kind]` itself.
 * @example lookUp(weaponTable(undefined), 'gauss-rifel', ['weapon'], 'weapon', issues) // undefined; suggests gauss-rifle
 */
export function lookUp<T>(
  table: Readonly<Record<string, T>>,
  name: string,
  path: Issue['path'],
  kind: keyof typeof stargrunt2Names,
  issues: Issue[],
): T | undefined {
  return lookUpName(table, name, path, stargrunt2Names[kind], issues);
}
