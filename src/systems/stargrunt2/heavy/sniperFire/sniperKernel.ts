import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { type ImpactVsArmourPlan, impactVsArmour, impactVsArmourPlan } from '../../steps/impactVsArmour.js';
import { opposedRoll } from '../../steps/opposedRoll.js';
import { listedFaceTables, opposedRollListed } from '../../steps/opposedRollListed.js';
import { type WhoIsHitPlan, whoIsHit, whoIsHitPlan } from '../../steps/whoIsHit.js';
import type { SniperCell } from './SniperCell.js';
import { sniperLayout } from './sniperLayout.js';

/** The most uniforms a shot draws: range, quality and weapon dice, who is hit, impact and armour. */
const DRAWS = 6;

/** Everything the hot loop reads, precomputed once per cell (small integers throughout). */
interface SniperPlan {
  /** The sniper's dice, the quality die first (a 1 on it reveals him). */
  dice: Int32Array;
  /** A house weapon die with listed faces: the face tables of the opposed roll (opposedRollListed); null otherwise. */
  listed: { faceStart: Int32Array; faces: Int32Array } | null;
  rangeDie: number;
  who: WhoIsHitPlan;
  hit: ImpactVsArmourPlan;
  buffer: UniformBuffer;
}

/**
 * The Monte Carlo kernel of SNIPER FIRE: range die against quality and weapon dice (the opposedRoll step); a
 * failure still suppresses; one die → a random figure (whoIsHit), both → the chosen figure (the leader, figure 1);
 * impact against armour (impactVsArmour); a 1 on the quality die reveals the sniper.
 */
export function createSniperKernel(cell: SniperCell): Kernel {
  const plan: SniperPlan = {
    dice: Int32Array.of(cell.qualityDie, cell.weaponDie),
    listed: cell.weaponFaces ? listedFaceTables([cell.qualityDie, cell.weaponDie], [null, cell.weaponFaces]) : null,
    rangeDie: cell.rangeDie | 0,
    // Counting round from the leader (figure 0); a lone figure (a one-sided die) takes the hit without a roll.
    who: whoIsHitPlan(cell.figures | 0, cell.whoDie | 0),
    hit: impactVsArmourPlan(cell.impact, cell.armour, cell.killMultiple),
    buffer: uniformBuffer(DRAWS),
  };
  return { run: (state, trials, c) => runSniperTrials(plan, state, trials, c) };
}

/** The kernel module of `sniper-fire`. */
export default defineKernel({ layout: sniperLayout, create: createSniperKernel });

function runSniperTrials(plan: SniperPlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { dice, listed, rangeDie, who, hit, buffer } = plan;
  const quality = dice[0];
  const u = buffer.values;
  // Histograms of 0/1 values start at counter 3: [leader_hit 0,1][leader_casualty 0,1][dead 0,1][wounded 0,1][revealed 0,1].
  if (rangeDie === 0) {
    c[0] += trials;
    for (let d = 0; d < 5; d++) c[3 + 2 * d] += trials;
    return;
  }
  const lone = who.whoDie === 1;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    const score =
      listed === null
        ? opposedRoll(dice, rangeDie, u, next)
        : opposedRollListed(dice, listed.faceStart, listed.faces, rangeDie, u, next);
    const above = score >>> 16;
    const revealed = ((u[next + 1] * quality) | 0) === 0 ? 1 : 0; // the quality die came up 1
    next += 3;
    c[above]++;
    let leaderHit = 0;
    let effect = 0;
    if (above > 0) {
      // Minor: the who-is-hit die, counting round from the leader; major: the leader himself.
      leaderHit = above === 2 || lone ? 1 : whoIsHit(who, u, next++) === 0 ? 1 : 0;
      effect = impactVsArmour(hit, u, next);
      next += 2;
    }
    c[3 + leaderHit]++;
    c[5 + (leaderHit === 1 && effect > 0 ? 1 : 0)]++;
    c[7 + (effect === 2 ? 1 : 0)]++;
    c[9 + (effect === 1 ? 1 : 0)]++;
    c[11 + revealed]++;
  }
}
