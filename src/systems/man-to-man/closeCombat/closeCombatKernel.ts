import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { LARGE_BUFFER_SIZE } from '../../../dice/uniformDraws.js';
import { d6Total } from '../d6Total.js';
import { type DamageLimits, DEAD, stateAfterDamage } from '../damageEffect.js';
import { NO_CRITICALS, ROLL, rollTable } from '../rollTable.js';
import { rollUnder, THREE_D6_DRAWS } from '../rollUnder.js';
import type { CloseCombatant, CloseCombatCell } from './CloseCombatCell.js';
import { closeCombatLayout } from './closeCombatLayout.js';
import { weaponAfter } from './weaponAfter.js';

/**
 * Uniforms set aside for the damage dice of one hit, whatever the weapon rolls: the stride this kernel always had (6),
 * or twice the most damage dice of the two sides where rules.damage-dice makes a weapon roll more than 3.
 */
function damageStrideOf(cell: CloseCombatCell): number {
  return Math.max(6, 2 * cell.attacker.damageDice, 2 * cell.defender.damageDice);
}

/** One side of the fight, precomputed once per cell. */
interface Side {
  /** The code of each 3d6 total to hit (attack or riposte), with the 4.4 criticals. */
  attack: Int8Array;
  /** The code of each 3d6 total to parry: a plain comparison, ROLL.hit where it parries (never for −1). */
  parry: Int8Array;
  canParry: boolean;
  dice: number;
  multiplier: number;
  criticalMultiplier: number;
  criticalRollsTwice: boolean;
  startState: number;
  fresh: DamageLimits;
  hurt: DamageLimits;
}

interface CloseCombatPlan {
  attacker: Side;
  defender: Side;
  riposte: boolean;
  parryCriticals: boolean;
  damageStride: number;
  /** Where each histogram starts: defender state, attacker state, attacker weapon, defender weapon. */
  offsets: number[];
  buffer: UniformBuffer;
}

function sideOf(c: CloseCombatant, criticals: readonly number[]): Side {
  const [a, b] = c.limits;
  return {
    attack: rollTable(c.highestHit, criticals),
    parry: rollTable(c.highestParry, NO_CRITICALS),
    canParry: c.highestParry >= 0,
    dice: c.damageDice | 0,
    multiplier: c.damageMultiplier | 0,
    criticalMultiplier: c.criticalMultiplier | 0,
    criticalRollsTwice: c.criticalRollsTwice,
    startState: c.startState | 0,
    fresh: { woundMax: a.woundMax | 0, incapacitateMax: a.incapacitateMax | 0 },
    hurt: { woundMax: b.woundMax | 0, incapacitateMax: b.incapacitateMax | 0 },
  };
}

/**
 * The Monte Carlo kernel of close combat (4.0): the attack, the defender's parry, the damage, or on a
 * failed attack the defender's riposte, the attacker's parry and its damage.
 */
export function createCloseCombatKernel(cell: CloseCombatCell): Kernel {
  const plan: CloseCombatPlan = {
    attacker: sideOf(cell.attacker, cell.criticals),
    defender: sideOf(cell.defender, cell.criticals),
    damageStride: damageStrideOf(cell) | 0,
    riposte: cell.riposte,
    parryCriticals: cell.parryCriticals,
    offsets: layoutOffsets(closeCombatLayout()),
    // Three rolls and the damage stride twice at most, in the buffer this kernel has always used.
    buffer: uniformBuffer(3 * THREE_D6_DRAWS + 2 * damageStrideOf(cell), LARGE_BUFFER_SIZE),
  };
  return { run: (state, trials, c) => runCloseCombatTrials(plan, state, trials, c) };
}

/** The kernel module of `resolve: close-combat`. */
export default defineKernel({ layout: closeCombatLayout, create: createCloseCombatKernel });

/** The state after a hit of roll code `roll` by `by` on a figure in `state` with `on`'s limits; damage from u[at]. */
function struck(by: Side, on: Side, state: number, roll: number, u: Float64Array, at: number): number {
  if (roll === ROLL.criticalKill) return DEAD;
  const critical = roll === ROLL.criticalDoubleDamage;
  // Rolled twice, the second roll's dice follow the first's within the damage stride (melee weapons roll 3 dice at most).
  const total =
    critical && by.criticalRollsTwice
      ? d6Total(u, at, by.dice) + d6Total(u, at + by.dice, by.dice)
      : d6Total(u, at, by.dice);
  const damage = total * (critical ? by.criticalMultiplier : by.multiplier);
  return stateAfterDamage(state, damage, state > 0 ? on.hurt : on.fresh);
}

/**
 * Outcomes by index in the order of closeCombatQuantities: 0 miss, 1 parried, 1 + the defender's state after a
 * hit, 4 + the attacker's after a riposte. A failed roll is a code from ROLL.miss on; only an ordinary hit
 * (ROLL.hit) is parried when criticals are unparryable.
 */
function runCloseCombatTrials(plan: CloseCombatPlan, rng: Uint32Array, trials: number, c: Float64Array): void {
  const { attacker: a, defender: d, riposte, parryCriticals, damageStride, buffer } = plan;
  const [defenderStateAt, attackerStateAt, attackerWeaponAt, defenderWeaponAt] = plan.offsets;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, rng, next);
    let attackerState = a.startState;
    let defenderState = d.startState;
    let attackerWeapon = 0;
    let defenderWeapon = 0;
    let outcome = 0;
    const r = rollUnder(a.attack, u, next);
    next += THREE_D6_DRAWS;
    if (r >= ROLL.miss) {
      attackerWeapon = weaponAfter(r);
      if (riposte) {
        const q = rollUnder(d.attack, u, next);
        next += THREE_D6_DRAWS;
        if (q >= ROLL.miss) {
          defenderWeapon = weaponAfter(q);
        } else {
          const parry = rollUnder(a.parry, u, next);
          next += THREE_D6_DRAWS;
          const canParry = a.canParry && attackerWeapon === 0 && (parryCriticals || q === ROLL.hit);
          if (!(canParry && parry === ROLL.hit)) {
            attackerState = struck(d, a, attackerState, q, u, next);
            outcome = 4 + attackerState;
          }
          next += damageStride;
        }
      }
    } else {
      const parry = rollUnder(d.parry, u, next);
      next += THREE_D6_DRAWS;
      if (d.canParry && (parryCriticals || r === ROLL.hit) && parry === ROLL.hit) outcome = 1;
      else {
        defenderState = struck(a, d, defenderState, r, u, next);
        outcome = 1 + defenderState;
      }
      next += damageStride;
    }
    c[outcome]++;
    c[defenderStateAt + defenderState]++;
    c[attackerStateAt + attackerState]++;
    c[attackerWeaponAt + attackerWeapon]++;
    c[defenderWeaponAt + defenderWeapon]++;
  }
}
