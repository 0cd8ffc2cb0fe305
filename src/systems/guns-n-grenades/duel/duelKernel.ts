import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { Kernel } from '../../LegacyKernel.js';
import type { DuelCell } from './DuelCell.js';
import { duelLayout } from './duelLayout.js';

const UNIFORM_BUFFER = 4096;

interface Plan {
  canAttack: Int32Array;
  atk: Int32Array;
  def: Int32Array;
  fastShot: Int32Array;
  damage: Int32Array;
  dead: Int32Array;
  medic: Int32Array;
  /** Both sides' next tables: side s's entry at s * 20 + state * 4 + damage. */
  next: Int32Array;
  cost: Int32Array;
  first: number;
  maxTurns: number;
  uniforms: Float64Array;
}

/** The Monte Carlo kernel of a duel (see runDuelTrials). */
export function createDuelKernel(cell: DuelCell): Kernel {
  const layout = duelLayout(cell);
  const pick = (f: (s: DuelCell['sides'][0]) => number | boolean) => Int32Array.from(cell.sides.map((s) => Number(f(s))));
  const next = new Int32Array(40);
  cell.sides.forEach((s, i) => s.next.forEach((v, j) => (next[i * 20 + j] = v)));
  const plan: Plan = {
    canAttack: pick((s) => s.canAttack),
    atk: pick((s) => s.atk),
    def: pick((s) => s.def),
    fastShot: pick((s) => s.fastShot),
    damage: pick((s) => s.damage),
    dead: pick((s) => s.dead),
    medic: pick((s) => s.medic),
    next,
    cost: pick((s) => s.cost),
    first: cell.first | 0,
    maxTurns: cell.maxTurns | 0,
    uniforms: new Float64Array(UNIFORM_BUFFER),
  };
  return { layout, run: (state, trials, counters) => runDuelTrials(plan, state, trials, counters) };
}

/**
 * The hot loop: turn about, the side whose turn it is has its medic heal it to full health, then attacks
 * (d6 + ATK against d6 + DEF, Fast Shot's re-roll after a miss); the duel ends when a unit is Dead or
 * after max turns (a draw, counted as max turns).
 */
function runDuelTrials(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { canAttack, atk, def, fastShot, damage, dead, medic, next, cost, first, maxTurns } = plan;
  const u = plan.uniforms;
  const refillBelow = u.length - 4;
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
        if (at > refillBelow) {
          fillUniforms(state, u);
          at = 0;
        }
        const a = ((u[at++] * 6) | 0) + 1;
        let d = ((u[at++] * 6) | 0) + 1;
        let hit = atk[side] + a > def[side] + d;
        if (!hit && fastShot[side] > 0) {
          const a2 = ((u[at++] * 6) | 0) + 1;
          if (fastShot[side] === 2) d = ((u[at++] * 6) | 0) + 1;
          hit = atk[side] + a2 > def[side] + d;
        }
        if (hit) {
          if (side === 0) {
            s1 = next[20 + s1 * 4 + damage[0]];
            if (s1 === dead[1]) { winner = 0; break; }
          } else {
            s0 = next[s0 * 4 + damage[1]];
            if (s0 === dead[0]) { winner = 1; break; }
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
