import { parseDie } from '../../dice/dieType.js';
import { closestNames } from '../../core/closestNames.js';
import type { Issue } from '../ResolutionDefinition.js';
import { ARMOUR_DICE } from './data/armour.js';
import { WEAPONS, type Weapon } from './data/weapons.js';
import { messages } from './messages.js';
import { expectedName } from '../../core/expectedName.js';

type CustomWeapons = Record<
  string,
  | { class: 'small-arms'; firepower: number; impact: string; close_range: boolean }
  | { class: 'support' | 'sniper'; firepower: string; impact: string; heavy_at_point_targets: boolean }
>;

/** The weapons table in force: the generic table with the scenario's house weapons added or replacing by name. */
export function weaponTable(custom: CustomWeapons | undefined): Record<string, Weapon> {
  const table: Record<string, Weapon> = { ...WEAPONS };
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

/** Looks a name up in a table; on a miss, pushes an issue naming the closest entries. */
export function lookUp<T>(
  table: Record<string, T>,
  name: string,
  path: Issue['path'],
  kind: 'weapon' | 'armour',
  issues: Issue[],
): T | undefined {
  if (Object.prototype.hasOwnProperty.call(table, name)) return table[name];
  const suggestions = closestNames(name, Object.keys(table));
  issues.push({
    path,
    message: kind === 'weapon' ? messages.unknownWeapon(name) : messages.unknownArmour(name),
    expected: expectedName(kind === 'weapon' ? 'a weapon name' : 'an armour name', Object.keys(table), suggestions),
    found: name,
    suggestions,
  });
  return undefined;
}
