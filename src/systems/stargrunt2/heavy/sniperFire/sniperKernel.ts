import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import type { SniperCell } from './SniperCell.js';
import { sniperLayout } from './sniperLayout.js';

/** The most uniforms a shot draws: range, quality and weapon dice, who is hit, impact and armour. */
const DRAWS = 6;

/** Everything the hot loop reads, precomputed once per cell (small integers throughout). */
interface SniperPlan {
  q: number;
  w: number;
  R: number;
  iS: number;
  iM: number;
  aS: number;
  aM: number;
  figures: number;
  who: number;
  buffer: UniformBuffer;
}

/**
 * The Monte Carlo kernel of SNIPER FIRE: range die against quality and weapon dice; a failure still
 * suppresses; one die → a random figure, both → the chosen figure (the leader, figure 1); impact against
 * armour; a 1 on the quality die reveals the sniper.
 */
export function createSniperKernel(cell: SniperCell): Kernel {
  const plan: SniperPlan = {
    q: cell.qualityDie | 0,
    w: cell.weaponDie | 0,
    R: cell.rangeDie | 0,
    iS: cell.impact.sides | 0,
    iM: cell.impact.multiplier | 0,
    aS: cell.armour.sides | 0,
    aM: cell.armour.multiplier | 0,
    figures: cell.figures | 0,
    who: cell.whoDie | 0,
    buffer: uniformBuffer(DRAWS),
  };
  return { run: (state, trials, c) => runSniperTrials(plan, state, trials, c) };
}

/** The kernel module of `sniper-fire`. */
export default defineKernel({ layout: sniperLayout, create: createSniperKernel });

function runSniperTrials(plan: SniperPlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { q, w, R, iS, iM, aS, aM, figures, who, buffer } = plan;
  const u = buffer.values;
  // Histograms of 0/1 values start at counter 3: [leader_hit 0,1][leader_casualty 0,1][dead 0,1][wounded 0,1][revealed 0,1].
  if (R === 0) {
    c[0] += trials;
    for (let d = 0; d < 5; d++) c[3 + 2 * d] += trials;
    return;
  }
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    const r = ((u[next++] * R) | 0) + 1;
    const qf = ((u[next++] * q) | 0) + 1; // the quality die first
    const wf = ((u[next++] * w) | 0) + 1;
    const above = (qf > r ? 1 : 0) + (wf > r ? 1 : 0);
    c[above]++;
    let leaderHit = 0;
    let effect = 0;
    if (above > 0) {
      // Minor: the who-is-hit die, counting round from the leader (figure 1); major: the leader himself.
      leaderHit = above === 2 || who === 1 ? 1 : ((u[next++] * who) | 0) % figures === 0 ? 1 : 0;
      const impact = (((u[next++] * iS) | 0) + 1) * iM;
      const armour = (((u[next++] * aS) | 0) + 1) * aM;
      effect = impact > 2 * armour ? 2 : impact > armour ? 1 : 0;
    }
    c[3 + leaderHit]++;
    c[5 + (leaderHit === 1 && effect > 0 ? 1 : 0)]++;
    c[7 + (effect === 2 ? 1 : 0)]++;
    c[9 + (effect === 1 ? 1 : 0)]++;
    c[11 + (qf === 1 ? 1 : 0)]++;
  }
}
