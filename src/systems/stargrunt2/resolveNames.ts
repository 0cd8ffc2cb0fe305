import type { Issue } from '../../core/Issue.js';
import { lookUpName, type NameKind } from '../../core/lookUpName.js';
import { parseDie } from '../../dice/dieType.js';
import { ARMOUR_DICE } from './data/armour.js';
import { NATIONAL_WEAPON_TABLE } from './data/nationalWeapons.js';
import { WEAPONS, type Weapon } from './data/weapons.js';

type CustomWeapons = Record<
  string,
  | { class: 'small-arms'; firepower: number; impact: string; close_range: boolean }
  | { class: 'support' | 'sniper'; firepower: string; impact: string; heavy_at_point_targets: boolean }
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
        ? { class: 'small-arms', firepower: w.firepower, impact: parseDie(w.impact)!, closeRange: w.close_range }
        : {
            class: w.class,
            firepower: parseDie(w.firepower)!,
            impact: parseDie(w.impact)!,
            heavyAtPointTargets: w.heavy_at_point_targets,
          };
  }
  return table;
}

/** The armour table in force: the ARMOUR TABLE with the scenario's house armour added or replacing by name. */
export function armourTable(custom: Record<string, string> | undefined): Record<string, number> {
  const table = { ...ARMOUR_DICE };
  for (const [name, die] of Object.entries(custom ?? {})) table[name] = parseDie(die)!.sides;
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
