import { Dist } from '../../../dice/exact/Dist.js';
import { counterLength } from '../../LegacyKernel.js';
import { stateAfterDamage } from '../damageEffect.js';
import { dSixes } from '../threeD6.js';
import type { RangedAttackCell } from './RangedAttackCell.js';
import { rangedAttackLayout } from './rangedAttackLayout.js';

/** Result of one shot: damage (≥ 1), or one of these codes. */
const MISS = 0;
const JAM = -1;
const KILL = -2;

/**
 * Exact evaluator of a ranged attack by enumeration: the 216 outcomes of 3d6 and every damage total of
 * the weapon's dice give one shot's result; a Markov chain over (target state, hits, jammed) follows the
 * shots. Returns probabilities in the kernel's counter layout.
 */
export function exactRangedAttack(cell: RangedAttackCell): Float64Array {
  const layout = rangedAttackLayout(cell);
  const out = new Float64Array(counterLength(layout));
  const hitsAt = layout.outcomes.length;
  if (!cell.possible) {
    out[0] = 1;
    out[hitsAt] = 1;
    return out;
  }
  const damage = dSixes(cell.damageDice);
  const shot = dSixes(3).chain((roll): Dist<number> => {
    if (roll >= 17) return Dist.constant(JAM);
    if (roll === 16 || (roll > 5 && roll > cell.highestHit)) return Dist.constant(MISS);
    if (roll === 3) return Dist.constant(KILL);
    return roll === 4 ? damage.map((d) => 2 * d) : damage;
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
        const after = r === KILL ? 3 : stateAfterDamage(state, r, cell.limits[state > 0 ? 1 : 0]);
        return after * 1000 + (hits + 1) * 2 + jammed;
      });
    });
  }
  for (const [key, p] of chain.entries()) {
    const state = Math.floor(key / 1000);
    const hits = Math.floor((key % 1000) / 2);
    out[hits > 0 ? state : (key % 2) * 4] += p;
    out[hitsAt + hits] += p;
  }
  return out;
}
