import { Dist } from '../../../dice/exact/Dist.js';
import { counterLength } from '../../LegacyKernel.js';
import { layoutOffsets } from '../common/layoutOffsets.js';
import { writeDist } from '../common/writeDist.js';
import type { SuppressionAreaCell } from './SuppressionAreaCell.js';
import { suppressionAreaLayout } from './suppressionAreaLayout.js';

const SPAN = 1024; // state = dead × SPAN² + moves × SPAN + hits

/**
 * Exact evaluator: a Markov chain over the actions (moves made, hits taken, casualty) with integer weights —
 * LD roll, then `strength` saves; a casualty ends the figure's actions. No truncation.
 * @example exactSuppressionArea(cell)[1] // P(casualty)
 */
export function exactSuppressionArea(cell: SuppressionAreaCell): Float64Array {
  const layout = suppressionAreaLayout(cell);
  const out = new Float64Array(counterLength(layout));
  const [oMoves, oHits] = layoutOffsets(layout);
  const allSaved = BigInt(cell.saveFaces) ** BigInt(cell.strength);
  const total = 20n ** BigInt(cell.strength);
  // One action: [moved, hit by the area, survived].
  const action = Dist.fromWeights<number>([
    [1 * 4 + 2 + 1, BigInt(cell.ldFaces) * allSaved],
    [1 * 4 + 2 + 0, BigInt(cell.ldFaces) * (total - allSaved)],
    ...(cell.hitsOnFailedMove
      ? ([
          [0 + 2 + 1, BigInt(20 - cell.ldFaces) * allSaved],
          [0 + 2 + 0, BigInt(20 - cell.ldFaces) * (total - allSaved)],
        ] as Array<[number, bigint]>)
      : ([[0 + 0 + 1, BigInt(20 - cell.ldFaces) * total]] as Array<[number, bigint]>)),
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
  out[0] = state.probWhere((s) => s < SPAN * SPAN);
  out[1] = 1 - out[0];
  writeDist(out, oMoves, state.map((s) => Math.floor(s / SPAN) % SPAN));
  writeDist(out, oHits, state.map((s) => s % SPAN));
  return out;
}
