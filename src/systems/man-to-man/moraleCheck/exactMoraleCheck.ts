import { dSixes } from '../threeD6.js';
import type { MoraleCheckCell } from './MoraleCheckCell.js';
import { passesMorale } from './passesMorale.js';

/** Exact evaluator of a morale check: the 216 outcomes of 3d6. Returns [pass, flee, surrender]. */
export function exactMoraleCheck(cell: MoraleCheckCell): Float64Array {
  const pass = dSixes(3).probWhere((r) => passesMorale(cell, r));
  const out = new Float64Array(3);
  out[0] = pass;
  out[cell.failure] = 1 - pass;
  return out;
}
