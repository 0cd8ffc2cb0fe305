import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel, type StepFunctions } from '../../../core/Kernel.js';
import { StepReturnError } from '../../../core/StepReturnError.js';
import { Roll } from '../../../dice/Roll.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { ATTACK_ROLL, ATTACK_ROLL_DRAWS, type AttackRollPlan, attackRoll, attackRollPlan } from '../attackRoll.js';
import { MOST_TRACK_STATES } from '../lifeTrack.js';
import type { AttackCell } from './AttackCell.js';

/** Room for one unit's next table: every state of the longest life track, four damages each. */
const TRACK = MOST_TRACK_STATES * 4;

import { attackLayout } from './attackLayout.js';
import { ATTACK_ROLL_RETURNS, attackRollSides, attackSteps } from './attackSteps.js';

interface AttackPlan {
  canAttack: boolean;
  terrain: number;
  /** d6 faces that hit on dangerous terrain: a face index ((u * 6) | 0) below it. */
  terrainHitFaces: number;
  attackerStart: number;
  attackerDead: number;
  attackerNext: Int32Array;
  /** The attack roll against the primary target. */
  roll: AttackRollPlan;
  damage: number;
  blastHitsAll: boolean;
  n: number;
  atk: Int32Array;
  def: Int32Array;
  start: Int32Array;
  dead: Int32Array;
  /** next tables of all units side by side: unit j's entry for (state, damage) at j * TRACK + state * 4 + damage. */
  next: Int32Array;
  stageOf0: Int32Array;
  buffer: UniformBuffer;
  rolled: Int32Array;
}

/** The Monte Carlo kernel of one attack (see runAttackTrials). */
export function createAttackKernel(cell: AttackCell): Kernel {
  const n = cell.targets.length;
  const draws = cell.attackerTerrain + ATTACK_ROLL_DRAWS + n;
  const next = new Int32Array(TRACK * n);
  cell.targets.forEach((t, j) => t.next.forEach((s, i) => (next[j * TRACK + i] = s)));
  const plan: AttackPlan = {
    canAttack: cell.canAttack,
    terrain: cell.attackerTerrain | 0,
    terrainHitFaces: cell.terrainHitFaces | 0,
    attackerStart: cell.attackerStart | 0,
    attackerDead: cell.attackerDead | 0,
    attackerNext: Int32Array.from(cell.attackerNext),
    roll: attackRollPlan(cell.targets[0].atk, cell.targets[0].def, cell.fastShot),
    damage: cell.damage | 0,
    blastHitsAll: cell.blastHitsAll,
    n,
    atk: Int32Array.from(cell.targets.map((t) => t.atk)),
    def: Int32Array.from(cell.targets.map((t) => t.def)),
    start: Int32Array.from(cell.targets.map((t) => t.start)),
    dead: Int32Array.from(cell.targets.map((t) => t.dead)),
    next,
    stageOf0: Int32Array.from(cell.targets[0].stageOf),
    buffer: uniformBuffer(draws),
    rolled: new Int32Array(2),
  };
  return { run: (state, trials, counters) => runAttackTrials(plan, state, trials, counters) };
}

/** The kernel module of `resolve: attack`. */
export default defineKernel({ layout: attackLayout, create: createAttackKernel, withSteps: createHouseAttackKernel });

/**
 * The kernel with a house rule's `attackRoll` step (docs/house-rules.md), the book's order step by step: the
 * attacker's dangerous terrain (a d6 each), one call of the step against the primary target, each other unit in a
 * blast radius (hit with the target, or its own d6 + DEF against the attacker's final die), the damage on each track.
 */
export function createHouseAttackKernel(cell: AttackCell, steps: StepFunctions, roll = new Roll()): Kernel {
  const { attackRoll } = attackSteps(steps);
  const sides = attackRollSides(cell);
  const [oStage, oHit, oDead] = layoutOffsets(attackLayout(cell));
  const t0 = cell.targets[0];
  const count = (c: Float64Array, outcome: number, stage0: number, hits: number, deaths: number) => {
    c[outcome]++;
    c[oStage + t0.stageOf[stage0]]++;
    c[oHit + hits]++;
    c[oDead + deaths]++;
  };
  return {
    run(state, trials, c) {
      roll.start(state);
      for (let trial = 0; trial < trials; trial++) {
        if (!cell.canAttack) {
          count(c, 0, t0.start, 0, 0);
          continue;
        }
        let attackerState = cell.attackerStart;
        for (let i = 0; i < cell.attackerTerrain; i++)
          attackerState = cell.attackerNext[attackerState * 4 + (roll.die(6) <= cell.terrainHitFaces ? 1 : 0)];
        if (attackerState === cell.attackerDead) {
          count(c, 0, t0.start, 0, 0);
          continue;
        }
        const result = attackRoll(sides, roll);
        if (typeof result?.hit !== 'boolean' || !Number.isInteger(result.attackerDie))
          throw new StepReturnError('attackRoll', result, ATTACK_ROLL_RETURNS);
        let hits = 0;
        let deaths = 0;
        let stage0 = t0.start;
        cell.targets.forEach((t, j) => {
          const hit = j === 0 || cell.blastHitsAll ? result.hit : t.atk + result.attackerDie > t.def + roll.die(6);
          if (!hit) return;
          const after = t.next[t.start * 4 + cell.damage];
          hits++;
          if (after === t.dead) deaths++;
          if (j === 0) stage0 = after;
        });
        count(c, result.hit ? (stage0 === t0.dead ? 3 : 2) : 1, stage0, hits, deaths);
      }
    },
  };
}

/**
 * The hot loop: dangerous terrain on the attacker's way (a 1 on a d6 is one hit), the attack roll against
 * the primary target (attackRoll, Fast Shot's re-roll after a miss), then each unit in the blast radius
 * (hit with the target, or each rolling its own DEF die against the attacker's final die), then the damage
 * on each unit's life track.
 */
function runAttackTrials(plan: AttackPlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const oStage = 4;
  const oHit = 8;
  const oDead = 8 + plan.n + 1;
  const stageOf0 = plan.stageOf0;
  const start = plan.start;
  if (!plan.canAttack) {
    c[0] += trials;
    c[oStage + stageOf0[start[0]]] += trials;
    c[oHit] += trials;
    c[oDead] += trials;
    return;
  }
  const {
    terrain,
    terrainHitFaces,
    attackerStart,
    attackerDead,
    attackerNext,
    roll,
    damage,
    blastHitsAll,
    n,
    atk,
    def,
    dead,
    next,
    buffer,
    rolled,
  } = plan;
  const u = buffer.values;
  let next_ = u.length;
  for (let trial = 0; trial < trials; trial++) {
    next_ = refill(buffer, state, next_);
    let attackerState = attackerStart;
    for (let i = 0; i < terrain; i++) {
      const one = ((u[next_++] * 6) | 0) < terrainHitFaces ? 1 : 0;
      attackerState = attackerNext[attackerState * 4 + one];
    }
    if (attackerState === attackerDead) {
      c[0]++;
      c[oStage + stageOf0[start[0]]]++;
      c[oHit]++;
      c[oDead]++;
      continue;
    }
    next_ = attackRoll(roll, u, next_, rolled);
    const hit0 = rolled[ATTACK_ROLL.hit] === 1;
    const a = rolled[ATTACK_ROLL.attackerDie];
    let hits = 0;
    let deaths = 0;
    let stage0 = start[0];
    for (let j = 0; j < n; j++) {
      const hit = j === 0 ? hit0 : blastHitsAll ? hit0 : atk[j] + a > def[j] + ((u[next_++] * 6) | 0) + 1;
      if (!hit) continue;
      const after = next[j * TRACK + start[j] * 4 + damage];
      hits++;
      if (after === dead[j]) deaths++;
      if (j === 0) stage0 = after;
    }
    c[hit0 ? (stage0 === dead[0] ? 3 : 2) : 1]++;
    c[oStage + stageOf0[stage0]]++;
    c[oHit + hits]++;
    c[oDead + deaths]++;
  }
}
