/** One row of the jump / climb damage tables: heights in cm, damage, and the "(x2)", "(x3)". */
export interface FallRow {
  from: number;
  to: number;
  damage: number;
  times: number;
}

/** Jump (Actions): 5-9 cm 4, 9-18 7, 18-27 10(x2), 27-36 13(x2), 36-45 16(x3), 45-54 19(x3). */
export const JUMP_DAMAGE: FallRow[] = [
  { from: 5, to: 9, damage: 4, times: 1 },
  { from: 9, to: 18, damage: 7, times: 1 },
  { from: 18, to: 27, damage: 10, times: 2 },
  { from: 27, to: 36, damage: 13, times: 2 },
  { from: 36, to: 45, damage: 16, times: 3 },
  { from: 45, to: 54, damage: 19, times: 3 },
];

/** Climb (Actions): the same table, its first row from 0 cm. */
export const FALL_DAMAGE: FallRow[] = [{ from: 0, to: 9, damage: 4, times: 1 }, ...JUMP_DAMAGE.slice(1)];

/** The `rules.fall-damage` entry of each row, in the tables' order. */
export const FALL_DAMAGE_ENTRIES = ['to-9-cm', 'to-18-cm', 'to-27-cm', 'to-36-cm', 'to-45-cm', 'to-54-cm'] as const;
