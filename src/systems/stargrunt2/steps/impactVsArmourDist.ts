import type { Die } from '../../../dice/dieType.js';
import { Dist } from '../../../dice/exact/Dist.js';
import { impactVsArmourPlan } from './impactVsArmour.js';

/**
 * The exact counterpart of the impactVsArmour step: the effect (0 none, 1 wound, 2 kill) of an impact die against
 * an armour die, each with its multiplier (a KILL past `killMultiple` times the armour), counted over the step's own table of every pair of faces.
 * @example impactVsArmourDist({ sides: 10, multiplier: 1 }, { sides: 6, multiplier: 1 }).prob(2) // 20/60
 */
export function impactVsArmourDist(impact: Die, armour: Die, killMultiple = 2): Dist<number> {
  const faces = [0, 0, 0];
  for (const effect of impactVsArmourPlan(impact, armour, killMultiple).effectOfFaces) faces[effect]++;
  return Dist.fromWeights(faces.map((n, effect): [number, number] => [effect, n]));
}
