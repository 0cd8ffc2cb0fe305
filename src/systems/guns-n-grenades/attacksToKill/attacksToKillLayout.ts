import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { AttacksToKillCell } from './AttacksToKillCell.js';
import {
  type AttacksToKillDistribution,
  type AttacksToKillOutcome,
  attacksToKillQuantities,
} from './attacksToKillQuantities.js';

/**
 * Counter layout of `attacks-to-kill`: the two outcomes, the histogram of `attacks` (values 0..cap + 1;
 * 0 never happens, cap + 1 is "more than cap"), then the ten indicators dead_within_k (values 0, 1).
 * @example attacksToKillLayout(cell).distributions[1].name // 'dead_within_1'
 */
export function attacksToKillLayout(
  cell: AttacksToKillCell,
): CounterLayout<AttacksToKillOutcome, AttacksToKillDistribution> {
  return {
    outcomes: attacksToKillQuantities.outcomes.map((o) => o.name),
    distributions: attacksToKillQuantities.distributions.map(({ name }) => ({
      name,
      size: name === 'attacks' ? cell.cap + 2 : 2,
    })),
  };
}
