import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { LARGE_BUFFER_SIZE } from '../../../dice/uniformDraws.js';
import { ATTACK_ROLL, ATTACK_ROLL_DRAWS, type AttackRollPlan, attackRoll, attackRollPlan } from '../attackRoll.js';
import type { AttacksToKillCell } from './AttacksToKillCell.js';
import { attacksToKillLayout } from './attacksToKillLayout.js';
import { WITHIN } from './killChain.js';

interface Plan {
  canAttack: boolean;
  roll: AttackRollPlan;
  damage: number;
  dead: number;
  next: Int32Array;
  cap: number;
  buffer: UniformBuffer;
  rolled: Int32Array;
}

/** The Monte Carlo kernel of attacks-to-kill (see runAttacksToKillTrials). */
export function createAttacksToKillKernel(cell: AttacksToKillCell): Kernel {
  const plan: Plan = {
    canAttack: cell.canAttack,
    roll: attackRollPlan(cell.atk, cell.def, cell.fastShot),
    damage: cell.damage | 0,
    dead: cell.dead | 0,
    next: Int32Array.from(cell.next),
    cap: cell.cap | 0,
    buffer: uniformBuffer(ATTACK_ROLL_DRAWS, LARGE_BUFFER_SIZE),
    rolled: new Int32Array(2),
  };
  return { run: (state, trials, counters) => runAttacksToKillTrials(plan, state, trials, counters) };
}

/** The kernel module of `resolve: attacks-to-kill`. */
export default defineKernel({ layout: attacksToKillLayout, create: createAttacksToKillKernel });

/**
 * The hot loop: attack after attack (attackRoll: d6 + ATK against d6 + DEF, Fast Shot's re-roll after a miss)
 * until the target is Dead or `cap` attacks have been made; then count the attacks and the ten dead-within
 * indicators. Uniforms are topped up before any attack with fewer than a whole attack roll's left.
 */
function runAttacksToKillTrials(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { canAttack, roll, damage, dead, next, cap, buffer, rolled } = plan;
  const u = buffer.values;
  const oAttacks = 2;
  const oWithin = oAttacks + cap + 2;
  let at = u.length;
  for (let trial = 0; trial < trials; trial++) {
    let s = 0;
    let n = 0;
    if (canAttack) {
      while (s !== dead && n < cap) {
        at = refill(buffer, state, at);
        n++;
        at = attackRoll(roll, u, at, rolled);
        if (rolled[ATTACK_ROLL.hit] === 1) s = next[s * 4 + damage];
      }
    }
    const attacks = s === dead ? n : cap + 1;
    c[oAttacks + attacks]++;
    c[attacks <= WITHIN ? 0 : 1]++;
    for (let k = 1; k <= WITHIN; k++) c[oWithin + 2 * (k - 1) + (attacks <= k ? 1 : 0)]++;
  }
}
