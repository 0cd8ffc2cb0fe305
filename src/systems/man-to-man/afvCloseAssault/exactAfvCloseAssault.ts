import { dSixes } from '../threeD6.js';
import type { AfvCloseAssaultCell } from './AfvCloseAssaultCell.js';
import { closeAssaultOutcome } from './closeAssaultOutcome.js';

/**
 * Exact evaluator of a close assault on an AFV: the 16 totals of 3d6 (BigInt weights). Returns
 * probabilities in the kernel's counter layout (3 outcomes).
 */
export function exactAfvCloseAssault(cell: AfvCloseAssaultCell): Float64Array {
  const out = new Float64Array(3);
  for (const [r, p] of dSixes(3).entries()) {
    out[closeAssaultOutcome(cell, r)] += p;
  }
  return out;
}
