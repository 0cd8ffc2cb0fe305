import { Dist } from '../../../dice/exact/Dist.js';
import { dSixes } from '../dSixes.js';
import { ROLL } from '../rollTable.js';
import { rollUnderDist } from '../rollUnderDist.js';
import type { AfvFireCell } from './AfvFireCell.js';
import type { AfvFireDistribution, AfvFireOutcome } from './afvFireQuantities.js';
import { afvCrewTable, afvHitTable } from './afvRollTables.js';
import { afvShotOutcome, crewAfter } from './afvShotEffect.js';

/** Exact AFV fire: each outcome's probability and the crew histogram. */
interface AfvFireExact {
  outcomes: Record<AfvFireOutcome, number>;
  distributions: Record<AfvFireDistribution, Float64Array>;
}

/**
 * Exact evaluator of AFV fire by enumeration of the hit roll, the damage roll, the d6 and the crew's
 * morale roll (BigInt weights), read through the kernel's roll tables.
 * @example exactAfvFire(cell).outcomes.knocked_out // 1 / 216: the critical 3
 */
export function exactAfvFire(cell: AfvFireCell): AfvFireExact {
  const roll = dSixes(3);
  const outcome = rollUnderDist(afvHitTable(cell)).chain((hit) =>
    roll.chain((damage) => Dist.uniform(6).map((d6) => afvShotOutcome(cell, hit, damage, d6))),
  );
  const result = outcome.combine(
    rollUnderDist(afvCrewTable(cell)),
    (o, morale) => o * 10 + crewAfter(cell, o, morale <= ROLL.hit),
  );
  // Outcomes in the order of afvFireQuantities.
  const out = new Float64Array(9);
  const crew = new Float64Array(4);
  for (const [key, p] of result.entries()) {
    out[Math.floor(key / 10)] += p;
    crew[key % 10] += p;
  }
  return {
    outcomes: {
      miss: out[0],
      jammed: out[1],
      no_penetration: out[2],
      no_damage: out[3],
      mg_destroyed: out[4],
      immobilised: out[5],
      main_gun_destroyed: out[6],
      exploded: out[7],
      knocked_out: out[8],
    },
    distributions: { crew },
  };
}
