import { Dist } from '../../../dice/exact/Dist.js';
import { ROLL } from '../rollTable.js';
import { rollUnderDist } from '../rollUnderDist.js';
import type { OverRunCell } from './OverRunCell.js';
import type { OverRunDistribution, OverRunOutcome } from './overRunQuantities.js';
import { overRunTable } from './overRunTable.js';

/** Exact over-run: each outcome's probability and the killed histogram (index = killed). */
interface OverRunExact {
  outcomes: Record<OverRunOutcome, number>;
  distributions: Record<OverRunDistribution, Float64Array>;
}

/**
 * Exact evaluator of an over-run: each character killed or not from the 216 outcomes of its 3d6 (integer weights),
 * the characters' deaths added up by convolution.
 * @example exactOverRun({ highestAvoid: [11], criticals: [...NO_CRITICALS], total: 1 }).outcomes.all_killed // 0.375 (81 in 216: not under 12)
 */
export function exactOverRun(cell: OverRunCell): OverRunExact {
  let killed = Dist.constant(0);
  for (const highest of cell.highestAvoid) {
    const dies = rollUnderDist(overRunTable(highest, cell.criticals)).map((code) => (code > ROLL.hit ? 1 : 0));
    killed = killed.combine(dies, (a, b) => a + b);
  }
  const histogram = new Float64Array(cell.total + 1);
  for (const [k, p] of killed.entries()) histogram[k] += p;
  const none = histogram[0];
  const all = histogram[cell.total];
  return {
    outcomes: { all_escape: none, some_killed: 1 - none - all, all_killed: all },
    distributions: { killed: histogram },
  };
}
