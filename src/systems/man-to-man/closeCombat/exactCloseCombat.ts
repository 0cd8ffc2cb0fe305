import { Dist } from '../../../dice/exact/Dist.js';
import { DEAD, stateAfterDamage } from '../damageEffect.js';
import { dSixes } from '../dSixes.js';
import { NO_CRITICALS, ROLL, rollTable } from '../rollTable.js';
import { rollUnderDist } from '../rollUnderDist.js';
import type { CloseCombatant, CloseCombatCell } from './CloseCombatCell.js';
import type { CloseCombatDistribution, CloseCombatOutcome } from './closeCombatQuantities.js';
import { weaponAfter } from './weaponAfter.js';

/** Packs (outcome, defender state, attacker state, attacker weapon, defender weapon) into one key. */
const pack = (outcome: number, ds: number, as: number, aw: number, dw: number) =>
  outcome * 10000 + ds * 1000 + as * 100 + aw * 10 + dw;

/** Exact close combat: each outcome's probability and each histogram (index = state or weapon). */
interface CloseCombatExact {
  outcomes: Record<CloseCombatOutcome, number>;
  distributions: Record<CloseCombatDistribution, Float64Array>;
}

/**
 * Exact evaluator of close combat by enumeration: every 3d6 roll of the attack, parry, riposte and
 * riposte parry (read through the kernel's roll tables), and every damage total, with integer weights.
 * @example exactCloseCombat(cell).outcomes.parried // P(the defender parries the attack)
 */
export function exactCloseCombat(cell: CloseCombatCell): CloseCombatExact {
  const { attacker: A, defender: D } = cell;
  const attack = (c: CloseCombatant) => rollUnderDist(rollTable(c.highestHit, cell.criticals));
  const parried = (c: CloseCombatant, r: number, weaponInHand: boolean): Dist<number> =>
    c.highestParry >= 0 && weaponInHand && (cell.parryCriticals || r === ROLL.hit)
      ? rollUnderDist(rollTable(c.highestParry, NO_CRITICALS)).map((p) => (p === ROLL.hit ? 1 : 0))
      : Dist.constant(0);
  const hurt = (by: CloseCombatant, on: CloseCombatant, r: number): Dist<number> => {
    if (r === ROLL.criticalKill) return Dist.constant(DEAD);
    const critical = r === ROLL.criticalDoubleDamage;
    const mult = critical ? by.criticalMultiplier : by.damageMultiplier;
    return dSixes(critical && by.criticalRollsTwice ? 2 * by.damageDice : by.damageDice).map((dmg) =>
      stateAfterDamage(on.startState, dmg * mult, on.limits[on.startState > 0 ? 1 : 0]),
    );
  };
  // A roll code from ROLL.miss on fails to hit: a plain miss (incl. 16), or 17 dropping / 18 breaking the weapon.
  const result = attack(A).chain((r): Dist<number> => {
    if (r < ROLL.miss) {
      return parried(D, r, true).chain((p) =>
        p === 1
          ? Dist.constant(pack(1, D.startState, A.startState, 0, 0))
          : hurt(A, D, r).map((ds) => pack(1 + ds, ds, A.startState, 0, 0)),
      );
    }
    const aw = weaponAfter(r);
    if (!cell.riposte) return Dist.constant(pack(0, D.startState, A.startState, aw, 0));
    return attack(D).chain((q): Dist<number> => {
      if (q >= ROLL.miss) return Dist.constant(pack(0, D.startState, A.startState, aw, weaponAfter(q)));
      return parried(A, q, aw === 0).chain((p) =>
        p === 1
          ? Dist.constant(pack(0, D.startState, A.startState, aw, 0))
          : hurt(D, A, q).map((as) => pack(4 + as, D.startState, as, aw, 0)),
      );
    });
  });
  // Outcomes in the order of closeCombatQuantities.
  const outcome = new Float64Array(8);
  const defenderState = new Float64Array(4);
  const attackerState = new Float64Array(4);
  const attackerWeapon = new Float64Array(3);
  const defenderWeapon = new Float64Array(3);
  for (const [key, p] of result.entries()) {
    outcome[Math.floor(key / 10000)] += p;
    defenderState[Math.floor(key / 1000) % 10] += p;
    attackerState[Math.floor(key / 100) % 10] += p;
    attackerWeapon[Math.floor(key / 10) % 10] += p;
    defenderWeapon[key % 10] += p;
  }
  return {
    outcomes: {
      miss: outcome[0],
      parried: outcome[1],
      wounded: outcome[2],
      incapacitated: outcome[3],
      dead: outcome[4],
      riposte_wounded: outcome[5],
      riposte_incapacitated: outcome[6],
      riposte_dead: outcome[7],
    },
    distributions: {
      defender_state: defenderState,
      attacker_state: attackerState,
      attacker_weapon: attackerWeapon,
      defender_weapon: defenderWeapon,
    },
  };
}
