import { Dist } from '../../../dice/exact/Dist.js';
import type { FallCell } from './FallCell.js';

/**
 * The number of failed damage saves of one fall, with integer weights: `saveRolls` independent d20s, each
 * failing above the save's faces. Shared by the exact jump and the exact climb.
 * @example failedSaves({ fallFaces: 20, saveFaces: 10, saveRolls: 2, height: 20 }).prob(0) // 0.25
 */
export function failedSaves(step: FallCell['steps'][number]): Dist<number> {
  const one = Dist.fromWeights<number>([
    [0, step.saveFaces],
    [1, 20 - step.saveFaces],
  ]);
  let d = Dist.constant(0);
  for (let r = 0; r < step.saveRolls; r++) d = d.sumWith(one);
  return d;
}
