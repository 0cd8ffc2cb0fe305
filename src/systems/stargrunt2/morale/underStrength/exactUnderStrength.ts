import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { Dist } from '../../../../dice/exact/Dist.js';
import { figureMissingDist } from '../../steps/figureMissingDist.js';
import { leaderLossDist } from '../../steps/leaderLossDist.js';
import type { UnderStrengthCell } from './UnderStrengthCell.js';
import type { UnderStrengthDistribution, UnderStrengthOutcome } from './underStrengthQuantities.js';

/**
 * Exact evaluator of UNDER-STRENGTH UNITS: the leader's die, the figures present among the support weapons and
 * among the rest (sums of each figure's die), and the new leader's D6 when the leader is missing.
 * @example exactUnderStrength({ sides: 6, figures: 1, supportWeapons: 0, leadership: 2 }).outcomes.unit_gone // 1/6
 */
export function exactUnderStrength(
  cell: UnderStrengthCell,
): NamedExactResult<UnderStrengthOutcome, UnderStrengthDistribution> {
  const present = figureMissingDist(cell.sides).map((missing) => 1 - missing);
  const presentOf = (n: number) =>
    Array.from({ length: n }, () => present).reduce((a, b) => a.sumWith(b), Dist.constant(0));
  const support = presentOf(cell.supportWeapons).entries();
  const others = presentOf(cell.figures - 1 - cell.supportWeapons).entries();
  const newLeader = leaderLossDist(cell.leadership).entries();
  const outcomes = { full_strength: 0, reduced: 0, leader_replaced: 0, unit_gone: 0 };
  const figuresLeft = new Array<number>(cell.figures + 1).fill(0);
  const supportLeft = new Array<number>(cell.supportWeapons + 1).fill(0);
  const leadershipAfter = [0, 0, 0, 0];
  for (const [leader, pl] of present.entries()) {
    for (const [s, ps] of support) {
      for (const [o, po] of others) {
        const p = pl * ps * po;
        const left = leader + s + o;
        figuresLeft[left] += p;
        supportLeft[s] += p;
        if (leader === 1) {
          outcomes[left === cell.figures ? 'full_strength' : 'reduced'] += p;
          leadershipAfter[cell.leadership] += p;
        } else if (left === 0) {
          outcomes.unit_gone += p;
          leadershipAfter[0] += p;
        } else {
          outcomes.leader_replaced += p;
          for (const [lv, pv] of newLeader) leadershipAfter[lv] += p * pv;
        }
      }
    }
  }
  return {
    outcomes,
    distributions: { figures_left: figuresLeft, support_weapons_left: supportLeft, leadership_after: leadershipAfter },
  };
}
