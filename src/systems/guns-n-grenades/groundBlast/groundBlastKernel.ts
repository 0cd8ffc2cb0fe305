import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { ATTACK_ROLL, ATTACK_ROLL_DRAWS, type AttackRollPlan, attackRoll, attackRollPlan } from '../attackRoll.js';
import type { GroundBlastCell } from './GroundBlastCell.js';
import { groundBlastLayout } from './groundBlastLayout.js';

interface GroundBlastPlan {
  canAttack: boolean;
  terrain: number;
  /** d6 faces that hit on dangerous terrain: a face index ((u * 6) | 0) below it. */
  terrainHitFaces: number;
  attackerStart: number;
  attackerDead: number;
  attackerNext: Int32Array;
  fastShot: number;
  spotDefends: boolean;
  /** The roll against the spot (d6 + ATK against d6 + 0), under spot-defends. */
  spotRoll: AttackRollPlan;
  n: number;
  atk: Int32Array;
  def: Int32Array;
  /** Whether each unit ends up hit, and its DEF die (kept when only the attacker re-rolls). */
  hit: Uint8Array;
  die: Int32Array;
  /** Each unit's state after a hit, and whether that is Dead. */
  after: Int32Array;
  killedByHit: Uint8Array;
  buffer: UniformBuffer;
  rolled: Int32Array;
}

/** The Monte Carlo kernel of a blast aimed at the ground (see runGroundBlastTrials). */
export function createGroundBlastKernel(cell: GroundBlastCell): Kernel {
  const n = cell.units.length;
  const after = cell.units.map((u) => u.next[u.start * 4 + cell.damage]);
  const plan: GroundBlastPlan = {
    canAttack: cell.canAttack,
    terrain: cell.attackerTerrain | 0,
    terrainHitFaces: cell.terrainHitFaces | 0,
    attackerStart: cell.attackerStart | 0,
    attackerDead: cell.attackerDead | 0,
    attackerNext: Int32Array.from(cell.attackerNext),
    fastShot: cell.fastShot | 0,
    spotDefends: cell.spotDefends,
    spotRoll: attackRollPlan(cell.spotAtk, 0, cell.fastShot),
    n,
    atk: Int32Array.from(cell.units.map((u) => u.atk)),
    def: Int32Array.from(cell.units.map((u) => u.def)),
    hit: new Uint8Array(n),
    die: new Int32Array(n),
    after: Int32Array.from(after),
    killedByHit: Uint8Array.from(cell.units.map((u, j) => (after[j] === u.dead ? 1 : 0))),
    // Terrain dice, then the attacker's die and every unit's, twice at most (Fast Shot); or one attack roll.
    buffer: uniformBuffer(cell.attackerTerrain + Math.max(ATTACK_ROLL_DRAWS, 2 * (1 + n))),
    rolled: new Int32Array(2),
  };
  return { run: (state, trials, counters) => runGroundBlastTrials(plan, state, trials, counters) };
}

/** The kernel module of `resolve: ground-blast`. */
export default defineKernel({ layout: groundBlastLayout, create: createGroundBlastKernel });

/**
 * The hot loop: dangerous terrain on the attacker's way, then either every unit in the radius rolling d6 + DEF against
 * the attacker's one d6 + ATK (Fast Shot re-rolls when no unit is hit: the attacker's die, or every die), or one roll
 * against the spot (d6 + 0) whose hit strikes every unit; then each hit unit's life track.
 */
function runGroundBlastTrials(plan: GroundBlastPlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const {
    n,
    atk,
    def,
    hit,
    die,
    after,
    killedByHit,
    buffer,
    rolled,
    attackerNext,
    attackerDead,
    fastShot,
    terrainHitFaces,
  } = plan;
  const oHit = 4;
  const oDead = 4 + n + 1;
  if (!plan.canAttack) {
    c[0] += trials;
    c[oHit] += trials;
    c[oDead] += trials;
    return;
  }
  const u = buffer.values;
  let next = u.length;
  for (let trial = 0; trial < trials; trial++) {
    next = refill(buffer, state, next);
    let attackerState = plan.attackerStart;
    for (let i = 0; i < plan.terrain; i++)
      attackerState = attackerNext[attackerState * 4 + (((u[next++] * 6) | 0) < terrainHitFaces ? 1 : 0)];
    if (attackerState === attackerDead) {
      c[0]++;
      c[oHit]++;
      c[oDead]++;
      continue;
    }
    let hits = 0;
    if (plan.spotDefends) {
      next = attackRoll(plan.spotRoll, u, next, rolled);
      const struck = rolled[ATTACK_ROLL.hit];
      for (let j = 0; j < n; j++) hit[j] = struck;
      hits = struck * n;
    } else {
      let a = ((u[next++] * 6) | 0) + 1;
      for (let j = 0; j < n; j++) {
        die[j] = ((u[next++] * 6) | 0) + 1;
        hit[j] = atk[j] + a > def[j] + die[j] ? 1 : 0;
        hits += hit[j];
      }
      // Fast Shot: "May re-roll an attack": re-rolled when the blast hit no unit.
      if (hits === 0 && fastShot > 0) {
        a = ((u[next++] * 6) | 0) + 1;
        for (let j = 0; j < n; j++) {
          if (fastShot === 2) die[j] = ((u[next++] * 6) | 0) + 1;
          hit[j] = atk[j] + a > def[j] + die[j] ? 1 : 0;
          hits += hit[j];
        }
      }
    }
    let deaths = 0;
    for (let j = 0; j < n; j++) deaths += hit[j] & killedByHit[j];
    c[hits === 0 ? 1 : deaths === 0 ? 2 : 3]++;
    c[oHit + hits]++;
    c[oDead + deaths]++;
  }
}
