import { Dist } from '../../../dice/exact/Dist.js';

/**
 * The exact counterpart of the vehicleOccupants step for one occupant whose armour die has `sides` faces: 0
 * unhurt, 1 dead, 2 wounded. A face not above `threshold` makes a casualty, whom the D6 kills on 1–3 and wounds on
 * 4–6 (half each).
 * @example vehicleOccupantDist(6, 2).prob(1) // 1/6: a 1 or a 2, then a 1–3
 */
export function vehicleOccupantDist(sides: number, threshold: number): Dist<number> {
  const casualty = Math.max(0, Math.min(sides, threshold));
  return Dist.fromWeights([
    [0, 2 * (sides - casualty)],
    [1, casualty],
    [2, casualty],
  ]);
}
