import { Dist } from '../../../dice/exact/Dist.js';
import type { ParachuteDropCell } from './ParachuteDropCell.js';
import type { ParachuteDropDistribution, ParachuteDropOutcome } from './parachuteDropQuantities.js';

/** Exact parachute drop: each outcome's probability and the two histograms. */
interface ParachuteDropExact {
  outcomes: Record<ParachuteDropOutcome, number>;
  distributions: Record<ParachuteDropDistribution, Float64Array>;
}

/**
 * Exact evaluator of a parachute drop: the soldiers drifting by convolution of each one's LD roll; the farthest
 * drift from P(every soldier lands near or drifts at most m cm) = Π (p + (1 − p) m / 20).
 * @example exactParachuteDrop({ ldFaces: [10] }).outcomes.all_near // 0.5
 */
export function exactParachuteDrop(cell: ParachuteDropCell): ParachuteDropExact {
  const n = cell.ldFaces.length;
  let scattered = Dist.constant(0);
  for (const faces of cell.ldFaces)
    scattered = scattered.combine(
      Dist.fromWeights([
        [0, faces],
        [1, 20 - faces],
      ]),
      (a, b) => a + b,
    );
  const count = new Float64Array(n + 1);
  for (const [k, p] of scattered.entries()) count[k] += p;
  const atMost = (m: number) =>
    cell.ldFaces.reduce((product, faces) => product * (faces / 20 + ((1 - faces / 20) * m) / 20), 1);
  const farthest = new Float64Array(21);
  for (let m = 0; m <= 20; m++) farthest[m] = atMost(m) - (m > 0 ? atMost(m - 1) : 0);
  return {
    outcomes: { all_near: count[0], some_scattered: 1 - count[0] - count[n], all_scattered: count[n] },
    distributions: { scattered: count, farthest_cm: farthest },
  };
}
