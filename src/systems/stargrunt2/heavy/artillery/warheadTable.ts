import { readDie } from '../../../../dice/faceDie.js';
import { WARHEADS, type Warhead } from '../data/warheads.js';
import type { ArtilleryScenarioCell } from './schema.js';

/**
 * The book's warheads with a scenario's house `warheads:` added or replacing them by name; a house warhead's dice may
 * be any d-N or listed faces (the schema has checked them), the point die defaulting to the infantry die.
 * @example warheadTable({ needle: { infantry: [0, 1, 2] } }).needle.point // { sides: 3, multiplier: 1, faces: [0, 1, 2] }
 */
export function warheadTable(house: ArtilleryScenarioCell['warheads']): Record<string, Warhead> {
  const table: Record<string, Warhead> = { ...WARHEADS };
  for (const [name, w] of Object.entries(house ?? {}))
    table[name] = { infantry: readDie(w.infantry)!, point: readDie(w.point ?? w.infantry)! };
  return table;
}
