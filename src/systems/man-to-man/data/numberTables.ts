import type { NumberTable } from '../../NumberTable.js';
import { TROOP_TYPE_NAMES, TROOP_TYPES } from './troopTypes.js';

/** Man to Man's troop type → attributes table: what `troop:` stands for in every resolution that takes one. */
export const manToManNumberTables: NumberTable[] = [
  {
    title: 'troop type → STR, INT, DEX, LDR, MOV',
    source: '2.0 Basic Characters',
    columns: ['troop', 'STR', 'INT', 'DEX', 'LDR', 'MOV'],
    rows: TROOP_TYPE_NAMES.map((troop) => {
      const t = TROOP_TYPES[troop];
      return [troop, t.STR, t.INT, t.DEX, t.LDR, t.MOV];
    }),
    note:
      'A roll by the number itself: skill-roll (attribute: 12, modifier; the 4.4 criticals); ' +
      'the plain 3d6: three-dice. ' +
      'A character may also give any attribute as a number (dex: 13).',
  },
];
