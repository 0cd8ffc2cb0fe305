import { closestNames } from '../../core/closestNames.js';
import type { Issue } from '../ResolutionDefinition.js';
import { UNITS, type Unit } from './data/units.js';
import { WEAPONS, type Weapon } from './data/weapons.js';
import { messages } from './messages.js';
import { expectedName } from '../../core/expectedName.js';

type CustomWeapons = Record<string, { base_range: number | null; accuracy: number; damage: number; rof: number; ai: boolean; area_effect: boolean }>;

/** The weapons table in force: the demo weapons with the scenario's house weapons added or replacing. */
export function weaponTable(custom: CustomWeapons | undefined): Record<string, Weapon> {
  const table: Record<string, Weapon> = { ...WEAPONS };
  for (const [name, w] of Object.entries(custom ?? {})) {
    table[name] = { baseRange: w.base_range, accuracy: w.accuracy, damage: w.damage, rof: w.rof, antiInfantry: w.ai, areaEffect: w.area_effect };
  }
  return table;
}

/** Looks a weapon or unit name up; on a miss pushes an issue naming the closest entries. */
export function lookUp<T>(table: Record<string, T>, name: string, path: Issue['path'], kind: 'weapon' | 'unit', issues: Issue[]): T | undefined {
  if (Object.prototype.hasOwnProperty.call(table, name)) return table[name];
  const suggestions = closestNames(name, Object.keys(table));
  issues.push({
    path,
    message: kind === 'weapon' ? messages.unknownWeapon(name) : messages.unknownUnit(name),
    expected: expectedName(kind === 'weapon' ? 'a weapon name' : 'a unit name', Object.keys(table), suggestions),
    found: name,
    suggestions,
  });
  return undefined;
}

/** A demo unit, if one is named. */
export function lookUpUnit(name: string | undefined, path: Issue['path'], issues: Issue[]): Unit | undefined {
  return name === undefined ? undefined : lookUp(UNITS, name, path, 'unit', issues);
}
