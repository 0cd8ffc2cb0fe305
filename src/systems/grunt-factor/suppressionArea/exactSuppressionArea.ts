import { Dist } from '../../../dice/exact/Dist.js';
import type { SuppressionAreaCell } from './SuppressionAreaCell.js';
import type { SuppressionAreaDistribution, SuppressionAreaOutcome } from './suppressionAreaQuantities.js';

const SPAN = 1024; // state = dead × SPAN² + moves × SPAN + hits

/** Exact suppression area: each outcome's probability and the moves and hits distributions. */
interface SuppressionAreaExact {
  outcomes: Record<SuppressionAreaOutcome, number>;
  distributions: Record<SuppressionAreaDistribution, Dist<number>>;
}

/**
 * Exact evaluator: a Markov chain over the actions (moves made, hits taken, casualty) with integer weights —
 * LD roll, then `strength` saves; a casualty ends the figure's actions. No truncation.
 * @example exactSuppressionArea(cell).outcomes.casualty // P(casualty)
 */
export function exactSuppressionArea(cell: SuppressionAreaCell): SuppressionAreaExact {
  const allSaved = BigInt(cell.saveFaces) ** BigInt(cell.strength);
  const total = 20n ** BigInt(cell.strength);
  // One action: [moved, hit by the area, survived].
  const failedMove: Array<[number, bigint]> = cell.hitsOnFailedMove
    ? [
        [0 + 2 + 1, BigInt(20 - cell.ldFaces) * allSaved],
        [0 + 2 + 0, BigInt(20 - cell.ldFaces) * (total - allSaved)],
      ]
    : [[0 + 0 + 1, BigInt(20 - cell.ldFaces) * total]];
  const action = Dist.fromWeights<number>([
    [1 * 4 + 2 + 1, BigInt(cell.ldFaces) * allSaved],
    [1 * 4 + 2 + 0, BigInt(cell.ldFaces) * (total - allSaved)],
    ...failedMove,
  ]);
  let state = Dist.constant(0);
  for (let a = 0; a < cell.actions; a++) {
    state = state.chain((s) =>
      s >= SPAN * SPAN
        ? Dist.constant(s)
        : action.map((x) => {
            const moved = x >> 2;
            const hit = (x >> 1) & 1;
            const survived = x & 1;
            return s + moved * SPAN + hit * cell.strength + (survived ? 0 : SPAN * SPAN);
          }),
    );
  }
  const unharmed = state.probWhere((s) => s < SPAN * SPAN);
  return {
    outcomes: { unharmed, casualty: 1 - unharmed },
    distributions: {
      moves_made: state.map((s) => Math.floor(s / SPAN) % SPAN),
      hits_taken: state.map((s) => s % SPAN),
    },
  };
}
