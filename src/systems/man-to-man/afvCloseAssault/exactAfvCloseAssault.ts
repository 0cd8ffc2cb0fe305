import { dSixes } from '../dSixes.js';
import type { AfvCloseAssaultCell } from './AfvCloseAssaultCell.js';
import type { AfvCloseAssaultOutcome } from './afvCloseAssaultQuantities.js';
import { closeAssaultOutcome } from './closeAssaultOutcome.js';
import { closeAssaultRollTable } from './closeAssaultRollTable.js';

/** Exact close assault on an AFV: each outcome's probability. */
interface AfvCloseAssaultExact {
  outcomes: Record<AfvCloseAssaultOutcome, number>;
  distributions: Record<never, never>;
}

/**
 * Exact evaluator of a close assault on an AFV: the 16 totals of 3d6 (BigInt weights), each read through the
 * kernel's roll table and added up total by total.
 * @example exactAfvCloseAssault({ factor: 10, knockOutMax: 5, failFrom: 19 }).outcomes.knocked_out // 10 / 216
 */
export function exactAfvCloseAssault(cell: AfvCloseAssaultCell): AfvCloseAssaultExact {
  const table = closeAssaultRollTable(cell);
  // In the order of afvCloseAssaultQuantities.
  const out = new Float64Array(3);
  for (const [total, p] of dSixes(3).entries()) out[closeAssaultOutcome(table[total])] += p;
  return { outcomes: { no_effect: out[0], immobilised: out[1], knocked_out: out[2] }, distributions: {} };
}
