import { ROLL } from '../rollTable.js';
import { rollUnderDist } from '../rollUnderDist.js';
import type { MoraleCheckCell } from './MoraleCheckCell.js';
import type { MoraleCheckOutcome } from './moraleCheckQuantities.js';
import { moraleRollTable } from './moraleRollTable.js';

/** Exact morale check: each outcome's probability. */
interface MoraleCheckExact {
  outcomes: Record<MoraleCheckOutcome, number>;
  distributions: Record<never, never>;
}

/**
 * Exact evaluator of a morale check: the 216 outcomes of 3d6.
 * @example exactMoraleCheck(cell).outcomes.pass // 135 / 216 for an NCO (LDR 12)
 */
export function exactMoraleCheck(cell: MoraleCheckCell): MoraleCheckExact {
  const pass = rollUnderDist(moraleRollTable(cell)).probWhere((code) => code <= ROLL.hit);
  const fail = 1 - pass;
  return {
    outcomes: { pass, flee: cell.failure === 1 ? fail : 0, surrender: cell.failure === 2 ? fail : 0 },
    distributions: {},
  };
}
