import { fillUniforms } from '../../../../dice/fillUniforms.js';
import type { Kernel } from '../../../LegacyKernel.js';
import type { SniperCell } from './SniperCell.js';
import { sniperLayout } from './sniperLayout.js';

const UNIFORM_BUFFER = 2048;
const DRAWS = 6;

/**
 * The Monte Carlo kernel of SNIPER FIRE: range die against quality and weapon dice; a failure still
 * suppresses; one die → a random figure, both → the chosen figure (the leader, figure 1); impact against
 * armour; a 1 on the quality die reveals the sniper.
 */
export function createSniperKernel(cell: SniperCell): Kernel {
  const plan = {
    q: cell.qualityDie | 0,
    w: cell.weaponDie | 0,
    R: cell.rangeDie | 0,
    iS: cell.impact.sides | 0,
    iM: cell.impact.multiplier | 0,
    aS: cell.armour.sides | 0,
    aM: cell.armour.multiplier | 0,
    figures: cell.figures | 0,
    who: cell.whoDie | 0,
    u: new Float64Array(UNIFORM_BUFFER),
  };
  return { layout: sniperLayout(), run: (state, trials, c) => runSniperTrials(plan, state, trials, c) };
}

function runSniperTrials(
  plan: { q: number; w: number; R: number; iS: number; iM: number; aS: number; aM: number; figures: number; who: number; u: Float64Array },
  state: Uint32Array,
  trials: number,
  c: Float64Array,
): void {
  const { q, w, R, iS, iM, aS, aM, figures, who, u } = plan;
  // Histograms of 0/1 values start at counter 3: [leader_hit 0,1][leader_casualty 0,1][dead 0,1][wounded 0,1][revealed 0,1].
  if (R === 0) {
    c[0] += trials;
    for (let d = 0; d < 5; d++) c[3 + 2 * d] += trials;
    return;
  }
  const refillBelow = u.length - DRAWS;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    if (next > refillBelow) {
      fillUniforms(state, u);
      next = 0;
    }
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
