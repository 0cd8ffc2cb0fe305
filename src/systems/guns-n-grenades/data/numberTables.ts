import type { NumberTable } from '../../NumberTable.js';
import { REFERENCE_SHEET, UNIT_LIST } from './units.js';

/** Guns 'n Grenades' unit → ATK, DEF table, by both sources `rules.unit-stats` chooses between. */
export const gunsNGrenadesNumberTables: NumberTable[] = [
  {
    title: 'unit → ATK, DEF',
    source: 'Unit Types, Vehicles; Quick Reference Sheet',
    columns: ['unit', 'ATK', 'DEF', 'ATK (reference sheet)', 'DEF (reference sheet)'],
    rows: Object.keys(UNIT_LIST).map((unit) => {
      const [list, sheet] = [UNIT_LIST[unit], REFERENCE_SHEET[unit]];
      return [unit, list.atk, list.def, sheet.atk, sheet.def];
    }),
    note:
      'rules.unit-stats: unit-list (default) or reference-sheet. ' +
      'A roll by the numbers themselves: opposed-roll (atk: 3, def: 2).',
  },
];
