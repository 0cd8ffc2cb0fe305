import { Dist } from '../../../dice/exact/Dist.js';
import { stateAfterDamage } from '../damageEffect.js';
import { dSixes } from '../threeD6.js';
import type { CloseCombatCell, CloseCombatant } from './CloseCombatCell.js';

/** Packs (outcome, defender state, attacker state, attacker weapon, defender weapon) into one key. */
const pack = (outcome: number, ds: number, as: number, aw: number, dw: number) => outcome * 10000 + ds * 1000 + as * 100 + aw * 10 + dw;

/** A 3d6 roll that fails to hit: a plain miss (incl. 16), or 17 dropping / 18 breaking the weapon. */
const failed = (r: number, highestHit: number) => r >= 16 || (r > 5 && r > highestHit);
const weaponAfter = (r: number) => (r === 17 ? 1 : r === 18 ? 2 : 0);

/**
 * Exact evaluator of close combat by enumeration: every 3d6 total of the attack, parry, riposte and
 * riposte parry, and every damage total, with integer weights. Returns probabilities in the kernel's
 * counter layout (8 outcomes, then the four histograms).
 */
export function exactCloseCombat(cell: CloseCombatCell): Float64Array {
  const roll = dSixes(3);
  const { attacker: A, defender: D } = cell;
  const parried = (c: CloseCombatant, r: number, weaponInHand: boolean): Dist<number> =>
    c.highestParry >= 0 && weaponInHand && (cell.parryCriticals || r > 5) ? roll.map((p) => (p <= c.highestParry ? 1 : 0)) : Dist.constant(0);
  const hurt = (by: CloseCombatant, on: CloseCombatant, r: number): Dist<number> => {
    if (r === 3) return Dist.constant(3);
    const mult = r === 4 ? by.criticalMultiplier : by.damageMultiplier;
    return dSixes(by.damageDice).map((dmg) => stateAfterDamage(on.startState, dmg * mult, on.limits[on.startState > 0 ? 1 : 0]));
  };
  const result = roll.chain((r): Dist<number> => {
    if (!failed(r, A.highestHit)) {
      return parried(D, r, true).chain((p) =>
        p === 1 ? Dist.constant(pack(1, D.startState, A.startState, 0, 0)) : hurt(A, D, r).map((ds) => pack(1 + ds, ds, A.startState, 0, 0)),
      );
    }
    const aw = weaponAfter(r);
    if (!cell.riposte) return Dist.constant(pack(0, D.startState, A.startState, aw, 0));
    return roll.chain((q): Dist<number> => {
      if (failed(q, D.highestHit)) return Dist.constant(pack(0, D.startState, A.startState, aw, weaponAfter(q)));
      return parried(A, q, aw === 0).chain((p) =>
        p === 1 ? Dist.constant(pack(0, D.startState, A.startState, aw, 0)) : hurt(D, A, q).map((as) => pack(4 + as, D.startState, as, aw, 0)),
      );
    });
  });
  const out = new Float64Array(22);
  for (const [key, p] of result.entries()) {
    out[Math.floor(key / 10000)] += p;
    out[8 + (Math.floor(key / 1000) % 10)] += p;
    out[12 + (Math.floor(key / 100) % 10)] += p;
    out[16 + (Math.floor(key / 10) % 10)] += p;
    out[19 + (key % 10)] += p;
  }
  return out;
}
