import type { MoraleCheckCell } from './MoraleCheckCell.js';

/**
 * Exact evaluator of a morale check: with f = failing faces / 20, each check due fails with f (both with
 * one roll, or independently). Closed form, no truncation.
 * @example exactMoraleCheck({ morale: true, special: false, oneRoll: false, ld: 9, ldFaces: 9 })[3] // 0.55
 */
export function exactMoraleCheck(cell: MoraleCheckCell): Float64Array {
  const out = new Float64Array(8);
  if (!cell.morale && !cell.special) {
    out[0] = 1;
    out[5] = 1;
    return out;
  }
  const pass = cell.ldFaces / 20;
  const fail = 1 - pass;
  if (cell.morale && cell.special) {
    if (cell.oneRoll) {
      out[1] = pass;
      out[4] = fail;
    } else {
      out[1] = pass * pass;
      out[2] = pass * fail;
      out[3] = fail * pass;
      out[4] = fail * fail;
    }
  } else {
    out[1] = pass;
    out[cell.morale ? 3 : 2] = fail;
  }
  out[5] = out[1];
  out[6] = out[2] + out[3];
  out[7] = out[4];
  return out;
}
