import { type Die, dieFaceValue } from '../../../dice/dieType.js';
import { Dist } from '../../../dice/exact/Dist.js';

/**
 * The exact counterpart of the vehicleOccupants step (and vehicleOccupantsListed) for one occupant whose armour die
 * has `sides` faces 1..sides, or is a whole die (a house die's listed faces read as listed, a multiplier applied): 0 unhurt, 1 dead, 2 wounded. A face
 * not above `threshold` makes a casualty, whom the D6 kills on 1–3 and wounds on 4–6 (half each).
 * @example vehicleOccupantDist(6, 2).prob(1) // 1/6: a 1 or a 2, then a 1–3
 * @example vehicleOccupantDist({ sides: 4, multiplier: 1, faces: [0, 0, 5, 6] }, 2).prob(1) // 1/4: a 0, then a 1–3
 */
export function vehicleOccupantDist(armour: number | Die, threshold: number): Dist<number> {
  const sides = typeof armour === 'number' ? armour : armour.sides;
  let casualty = Math.max(0, Math.min(sides, threshold));
  if (typeof armour !== 'number') {
    casualty = 0;
    for (let i = 0; i < sides; i++) casualty += dieFaceValue(armour, i) <= threshold ? 1 : 0;
  }
  return Dist.fromWeights([
    [0, 2 * (sides - casualty)],
    [1, casualty],
    [2, casualty],
  ]);
}
