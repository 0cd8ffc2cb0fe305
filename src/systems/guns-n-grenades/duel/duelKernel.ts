import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { LARGE_BUFFER_SIZE } from '../../../dice/uniformDraws.js';
import { ATTACK_ROLL, ATTACK_ROLL_DRAWS, type AttackRollPlan, attackRoll, attackRollPlan } from '../attackRoll.js';
import { MOST_TRACK_STATES } from '../lifeTrack.js';
import type { DuelCell, DuelSide } from './DuelCell.js';
import { duelLayout } from './duelLayout.js';

/** Room for one side's next table: every state of the longest life track, four damages each. */
const TRACK = MOST_TRACK_STATES * 4;

interface Plan {
  canAttack: Int32Array;
  /** Each side's attack roll against the other. */
  rolls: [AttackRollPlan, AttackRollPlan];
  damage: Int32Array;
  dead: Int32Array;
  medic: Int32Array;
  /** Both sides' next tables: side s's entry at s * TRACK + state * 4 + damage. */
  next: Int32Array;
  cost: Int32Array;
  first: number;
  maxTurns: number;
  buffer: UniformBuffer;
  rolled: Int32Array;
}

/** The Monte Carlo kernel of a duel (see runDuelTrials). */
export function createDuelKernel(cell: DuelCell): Kernel {
  const pick = (f: (s: DuelSide) => number | boolean) => Int32Array.from(cell.sides.map((s) => Number(f(s))));
  const roll = (s: DuelSide) => attackRollPlan(s.atk, s.def, s.fastShot);
  const next = new Int32Array(2 * TRACK);
  cell.sides.forEach((s, i) => s.next.forEach((v, j) => (next[i * TRACK + j] = v)));
  const plan: Plan = {
    canAttack: pick((s) => s.canAttack),
    rolls: [roll(cell.sides[0]), roll(cell.sides[1])],
    damage: pick((s) => s.damage),
    dead: pick((s) => s.dead),
    medic: pick((s) => s.medic),
    next,
    cost: pick((s) => s.cost),
    first: cell.first | 0,
    maxTurns: cell.maxTurns | 0,
    buffer: uniformBuffer(ATTACK_ROLL_DRAWS, LARGE_BUFFER_SIZE),
    rolled: new Int32Array(2),
  };
  return { run: (state, trials, counters) => runDuelTrials(plan, state, trials, counters) };
}

/** The kernel module of `resolve: duel`. */
export default defineKernel({ layout: duelLayout, create: createDuelKernel });

/**
 * The hot loop: turn about, the side whose turn it is has its medic heal it to full health, then attacks
 * (attackRoll: d6 + ATK against d6 + DEF, Fast Shot's re-roll after a miss); the duel ends when a unit is
 * Dead or after max turns (a draw, counted as max turns).
 */
function runDuelTrials(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { canAttack, rolls, damage, dead, medic, next, cost, first, maxTurns, buffer, rolled } = plan;
  const u = buffer.values;
  const oTurns = 3;
  const oA = oTurns + maxTurns + 1;
  const oB = oA + cost[1] + 1;
  let at = u.length;
  for (let trial = 0; trial < trials; trial++) {
    let s0 = 0;
    let s1 = 0;
    let side = first;
    let winner = 2;
    let t = 1;
    for (; t <= maxTurns; t++) {
      if (medic[side] === 1) {
        if (side === 0) s0 = 0;
        else s1 = 0;
      }
      if (canAttack[side] === 1) {
        at = refill(buffer, state, at);
        at = attackRoll(rolls[side], u, at, rolled);
        if (rolled[ATTACK_ROLL.hit] === 1) {
          if (side === 0) {
            s1 = next[TRACK + s1 * 4 + damage[0]];
            if (s1 === dead[1]) {
              winner = 0;
              break;
            }
          } else {
            s0 = next[s0 * 4 + damage[1]];
            if (s0 === dead[0]) {
              winner = 1;
              break;
            }
          }
        }
      }
      side ^= 1;
    }
    c[winner]++;
    c[oTurns + (winner === 2 ? maxTurns : t)]++;
    c[oA + (winner === 0 ? cost[1] : 0)]++;
    c[oB + (winner === 1 ? cost[0] : 0)]++;
  }
}
