import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { Kernel } from '../../LegacyKernel.js';
import type { CloseCombatCell, CloseCombatant } from './CloseCombatCell.js';
import { closeCombatLayout } from './closeCombatLayout.js';

const UNIFORM_BUFFER = 4096;

/** One side as a flat integer array: highestHit, highestParry, dice, multiplier, critical multiplier, start state, 4 limits. */
function sideArray(c: CloseCombatant): Int32Array {
  const [a, b] = c.limits;
  return Int32Array.of(c.highestHit, c.highestParry, c.damageDice, c.damageMultiplier, c.criticalMultiplier, c.startState, a.woundMax, a.incapacitateMax, b.woundMax, b.incapacitateMax);
}

/**
 * The Monte Carlo kernel of close combat (4.0): the attack, the defender's parry, the damage, or on a
 * failed attack the defender's riposte, the attacker's parry and its damage.
 */
export function createCloseCombatKernel(cell: CloseCombatCell): Kernel {
  const a = sideArray(cell.attacker);
  const d = sideArray(cell.defender);
  const uniforms = new Float64Array(UNIFORM_BUFFER);
  const riposte = cell.riposte;
  const parryCriticals = cell.parryCriticals;
  return {
    layout: closeCombatLayout(),
    run: (state, trials, c) => runCloseCombatTrials(a, d, riposte, parryCriticals, uniforms, state, trials, c),
  };
}

/** State after a hit with roll r by `by` on a figure in `state` with `on`'s limits. */
function struck(by: Int32Array, on: Int32Array, state: number, r: number, u: Float64Array, at: number): number {
  if (r === 3) return 3;
  let damage = 0;
  for (let i = 0; i < by[2]; i++) damage += ((u[at + i] * 6) | 0) + 1;
  damage *= r === 4 ? by[4] : by[3];
  const l = state > 0 ? 8 : 6;
  const level = damage <= on[l] ? (state > 0 ? 2 : 1) : damage <= on[l + 1] ? 2 : 3;
  return level > state ? level : state;
}

function runCloseCombatTrials(
  a: Int32Array,
  d: Int32Array,
  riposte: boolean,
  parryCriticals: boolean,
  u: Float64Array,
  rng: Uint32Array,
  trials: number,
  c: Float64Array,
): void {
  const perTrial = 9 + 2 * 6;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    if (next > u.length - perTrial) {
      fillUniforms(rng, u);
      next = 0;
    }
    let attackerState = a[5];
    let defenderState = d[5];
    let attackerWeapon = 0;
    let defenderWeapon = 0;
    let outcome = 0;
    const r = ((u[next++] * 6) | 0) + ((u[next++] * 6) | 0) + ((u[next++] * 6) | 0) + 3;
    if (r >= 16 || (r > 5 && r > a[0])) {
      attackerWeapon = r === 17 ? 1 : r === 18 ? 2 : 0;
      if (riposte) {
        const q = ((u[next++] * 6) | 0) + ((u[next++] * 6) | 0) + ((u[next++] * 6) | 0) + 3;
        if (q >= 16 || (q > 5 && q > d[0])) {
          defenderWeapon = q === 17 ? 1 : q === 18 ? 2 : 0;
        } else {
          const parry = ((u[next++] * 6) | 0) + ((u[next++] * 6) | 0) + ((u[next++] * 6) | 0) + 3;
          const canParry = a[1] >= 0 && attackerWeapon === 0 && (parryCriticals || q > 5);
          if (!(canParry && parry <= a[1])) {
            attackerState = struck(d, a, attackerState, q, u, next);
            outcome = 4 + attackerState;
          }
          next += 6;
        }
      }
    } else {
      const parry = ((u[next++] * 6) | 0) + ((u[next++] * 6) | 0) + ((u[next++] * 6) | 0) + 3;
      if (d[1] >= 0 && (parryCriticals || r > 5) && parry <= d[1]) outcome = 1;
      else {
        defenderState = struck(a, d, defenderState, r, u, next);
        outcome = 1 + defenderState;
      }
      next += 6;
    }
    c[outcome]++;
    c[8 + defenderState]++;
    c[12 + attackerState]++;
    c[16 + attackerWeapon]++;
    c[19 + defenderWeapon]++;
  }
}
