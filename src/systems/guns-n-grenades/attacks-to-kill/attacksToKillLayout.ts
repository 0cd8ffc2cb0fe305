import type { CounterLayout } from '../../LegacyKernel.js';
import type { AttacksToKillCell } from './AttacksToKillCell.js';
import { WITHIN } from './killChain.js';

export const ATTACKS_TO_KILL_OUTCOMES = [`dead_within_${WITHIN}`, `alive_after_${WITHIN}`] as const;
/** dead_within_1 … dead_within_10: 0/1 indicators whose mean is P(dead within k attacks). */
export const DEAD_WITHIN = Array.from({ length: WITHIN }, (_, i) => `dead_within_${i + 1}`);

/**
 * Counter layout of `attacks-to-kill`: the two outcomes, the histogram of `attacks` (values 0..cap + 1;
 * 0 never happens, cap + 1 is "more than cap"), then the ten indicators dead_within_k (values 0, 1).
 * @example attacksToKillLayout(cell).distributions[1].name // 'dead_within_1'
 */
export function attacksToKillLayout(cell: AttacksToKillCell): CounterLayout {
  return {
    outcomes: [...ATTACKS_TO_KILL_OUTCOMES],
    distributions: [{ name: 'attacks', size: cell.cap + 2 }, ...DEAD_WITHIN.map((name) => ({ name, size: 2 }))],
  };
}
