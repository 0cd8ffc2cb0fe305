import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { Kernel } from '../../LegacyKernel.js';
import type { AttacksToKillCell } from './AttacksToKillCell.js';
import { attacksToKillLayout } from './attacksToKillLayout.js';
import { WITHIN } from './killChain.js';

const UNIFORM_BUFFER = 4096;

interface Plan {
  canAttack: boolean;
  atk: number;
  def: number;
  fastShot: number;
  damage: number;
  dead: number;
  next: Int32Array;
  cap: number;
  uniforms: Float64Array;
}

/** The Monte Carlo kernel of attacks-to-kill (see runAttacksToKillTrials). */
export function createAttacksToKillKernel(cell: AttacksToKillCell): Kernel {
  const layout = attacksToKillLayout(cell);
  const plan: Plan = {
    canAttack: cell.canAttack,
    atk: cell.atk | 0,
    def: cell.def | 0,
    fastShot: cell.fastShot | 0,
    damage: cell.damage | 0,
    dead: cell.dead | 0,
    next: Int32Array.from(cell.next),
    cap: cell.cap | 0,
    uniforms: new Float64Array(UNIFORM_BUFFER),
  };
  return { layout, run: (state, trials, counters) => runAttacksToKillTrials(plan, state, trials, counters) };
}

/**
 * The hot loop: attack after attack (d6 + ATK against d6 + DEF, Fast Shot's re-roll after a miss) until the
 * target is Dead or `cap` attacks have been made; then count the attacks and the ten dead-within indicators.
 * Uniforms are topped up before any attack with fewer than four left.
 */
function runAttacksToKillTrials(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { canAttack, atk, def, fastShot, damage, dead, next, cap } = plan;
  const u = plan.uniforms;
  const refillBelow = u.length - 4;
  const oAttacks = 2;
  const oWithin = oAttacks + cap + 2;
  let at = u.length;
  for (let trial = 0; trial < trials; trial++) {
    let s = 0;
    let n = 0;
    if (canAttack) {
      while (s !== dead && n < cap) {
        if (at > refillBelow) {
          fillUniforms(state, u);
          at = 0;
        }
        n++;
        const a = ((u[at++] * 6) | 0) + 1;
        let d = ((u[at++] * 6) | 0) + 1;
        let hit = atk + a > def + d;
        if (!hit && fastShot > 0) {
          const a2 = ((u[at++] * 6) | 0) + 1;
          if (fastShot === 2) d = ((u[at++] * 6) | 0) + 1;
          hit = atk + a2 > def + d;
        }
        if (hit) s = next[s * 4 + damage];
      }
    }
    const attacks = s === dead ? n : cap + 1;
    c[oAttacks + attacks]++;
    c[attacks <= WITHIN ? 0 : 1]++;
    for (let k = 1; k <= WITHIN; k++) c[oWithin + 2 * (k - 1) + (attacks <= k ? 1 : 0)]++;
  }
}
