import { Dist } from '../../../dice/exact/Dist.js';
import { DEAD, stateAfterDamage } from '../damageEffect.js';
import { dSixes } from '../dSixes.js';
import { ROLL, rollTable } from '../rollTable.js';
import { rollUnderDist } from '../rollUnderDist.js';
import type { RangedAttackCell } from './RangedAttackCell.js';
import type { RangedAttackDistribution, RangedAttackOutcome } from './rangedAttackQuantities.js';

/** Result of one shot: damage (≥ 1), or one of these codes. */
const MISS = 0;
const JAM = -1;
const KILL = -2;

/** Exact ranged attack: each outcome's probability and the hits histogram (index = hits). */
interface RangedAttackExact {
  outcomes: Record<RangedAttackOutcome, number>;
  distributions: Record<RangedAttackDistribution, Float64Array>;
}

/**
 * Exact evaluator of a ranged attack by enumeration: the 216 outcomes of 3d6 and every damage total of
 * the weapon's dice give one shot's result; a Markov chain over (target state, hits, jammed) follows the
 * shots.
 * @example exactRangedAttack(cell).outcomes.dead // P(the target is dead after the round)
 */
export function exactRangedAttack(cell: RangedAttackCell): RangedAttackExact {
  // By outcome in the order of rangedAttackQuantities: the target's state (0 miss … 3 dead), 4 jammed.
  const outcome = new Float64Array(5);
  const hitsOf = new Float64Array(cell.shots + 1);
  if (!cell.possible) {
    outcome[0] = 1;
    hitsOf[0] = 1;
    return named(outcome, hitsOf);
  }
  const damage = dSixes(cell.damageDice);
  const critical = cell.criticalRollsTwice ? dSixes(2 * cell.damageDice) : damage.map((d) => 2 * d);
  const shot = rollUnderDist(rollTable(cell.highestHit, cell.criticals)).chain((roll): Dist<number> => {
    if (roll >= ROLL.jam) return Dist.constant(JAM);
    if (roll >= ROLL.miss) return Dist.constant(MISS);
    if (roll === ROLL.criticalKill) return Dist.constant(KILL);
    return roll === ROLL.criticalDoubleDamage ? critical : damage;
  });
  // State key: state × 1000 + hits × 2 + jammed.
  let chain: Dist<number> = Dist.constant(cell.startState * 1000);
  for (let s = 0; s < cell.shots; s++) {
    chain = chain.chain((key) => {
      const jammed = key % 2;
      if (jammed === 1 && cell.jamEndsFire) return Dist.constant(key);
      const state = Math.floor(key / 1000);
      const hits = Math.floor((key % 1000) / 2);
      return shot.map((r) => {
        if (r === MISS) return key;
        if (r === JAM) return state * 1000 + hits * 2 + 1;
        const after = r === KILL ? DEAD : stateAfterDamage(state, r, cell.limits[state > 0 ? 1 : 0]);
        return after * 1000 + (hits + 1) * 2 + jammed;
      });
    });
  }
  for (const [key, p] of chain.entries()) {
    const state = Math.floor(key / 1000);
    const hits = Math.floor((key % 1000) / 2);
    outcome[hits > 0 ? state : (key % 2) * 4] += p;
    hitsOf[hits] += p;
  }
  return named(outcome, hitsOf);
}

function named(outcome: Float64Array, hits: Float64Array): RangedAttackExact {
  return {
    outcomes: {
      miss: outcome[0],
      wounded: outcome[1],
      incapacitated: outcome[2],
      dead: outcome[3],
      jammed: outcome[4],
    },
    distributions: { hits },
  };
}
