import { Dist } from '../../../dice/exact/Dist.js';
import { newLeaderLevel } from '../morale/leaderLoss/newLeaderLevel.js';

/**
 * The exact counterpart of the leaderLoss step: the new leader's Leadership Value over the six faces of the D6.
 * @example leaderLossDist(2).prob(3) // 1/3 (a 1 or a 2: one level worse)
 */
export function leaderLossDist(leadership: number): Dist<number> {
  return Dist.uniform(6).map((face) => newLeaderLevel(leadership, face));
}
