import { Dist } from '../../../dice/exact/Dist.js';
import { dSixes } from '../threeD6.js';
import type { AfvFireCell } from './AfvFireCell.js';
import { afvShotOutcome, crewAfter, crewPasses } from './afvShotEffect.js';

/**
 * Exact evaluator of AFV fire by enumeration of the hit roll, the damage roll, the d6 and the crew's
 * morale roll (BigInt weights). Returns probabilities in the kernel's counter layout.
 */
export function exactAfvFire(cell: AfvFireCell): Float64Array {
  const roll = dSixes(3);
  const outcome = roll.chain((hit) => roll.chain((damage) => Dist.uniform(6).map((d6) => afvShotOutcome(cell, hit, damage, d6))));
  const result = outcome.combine(roll, (o, morale) => o * 10 + crewAfter(cell, o, crewPasses(cell, morale)));
  const out = new Float64Array(13);
  for (const [key, p] of result.entries()) {
    out[Math.floor(key / 10)] += p;
    out[9 + (key % 10)] += p;
  }
  return out;
}
