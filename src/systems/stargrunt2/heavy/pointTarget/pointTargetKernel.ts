import { fillUniforms } from '../../../../dice/fillUniforms.js';
import type { Kernel } from '../../../../sim/Kernel.js';
import type { PointTargetCell } from './PointTargetCell.js';
import { OUTCOME, pointTargetLayout } from './pointTargetLayout.js';

const UNIFORM_BUFFER = 2048;

/** Everything the hot loop reads, precomputed once per cell (small integers throughout). */
interface PointTargetPlan {
  dice: Int32Array;
  targetDie: number;
  smallArms: boolean;
  penetrable: boolean;
  impactSides: number;
  impactMult: number;
  majorMult: number;
  armourSides: number;
  armourMult: number;
  destroyedFactor: number;
  suspension: number;
  reuseImpact: boolean;
  weaponSize: number;
  occupants: Int32Array;
  uniforms: Float64Array;
  refillBelow: number;
}

/**
 * The Monte Carlo kernel of a shot at a point target: the multiple opposed roll (minor / major
 * hit), penetration (disabled / destroyed), non-penetrating hits (suspension, systems) and the
 * casualties to the occupants. See PointTargetCell for the two modes.
 */
export function createPointTargetKernel(cell: PointTargetCell): Kernel {
  const layout = pointTargetLayout(cell);
  const draws = 7 + cell.firerDice.length + 2 * cell.occupants.length;
  const size = Math.max(UNIFORM_BUFFER, 4 * draws);
  const plan: PointTargetPlan = {
    dice: Int32Array.from(cell.firerDice),
    targetDie: cell.targetDie | 0,
    smallArms: cell.mode === 'small-arms',
    penetrable: cell.penetrable,
    impactSides: cell.impact.sides | 0,
    impactMult: cell.impact.multiplier | 0,
    majorMult: cell.majorMultiplier | 0,
    armourSides: cell.armour.sides | 0,
    armourMult: cell.armour.multiplier | 0,
    destroyedFactor: cell.destroyedFactor | 0,
    suspension: cell.suspension | 0,
    reuseImpact: cell.suspensionImpact === 'reuse',
    weaponSize: cell.weaponSize | 0,
    occupants: Int32Array.from(cell.occupants),
    uniforms: new Float64Array(size),
    refillBelow: (size - draws) | 0,
  };
  return { layout, run: (state, trials, counters) => runPointTargetTrials(plan, state, trials, counters) };
}

/** The hot loop: a top-level function with every value in a local; faces are ((u * sides) | 0) + 1. */
function runPointTargetTrials(plan: PointTargetPlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const occupants = plan.occupants;
  const nOcc = occupants.length;
  const oHit = 6;
  const oDead = oHit + 3;
  const oWounded = oDead + nOcc + 1;
  const R = plan.targetDie;
  if (R === 0) {
    c[OUTCOME.miss] += trials;
    c[oHit] += trials;
    c[oDead] += trials;
    c[oWounded] += trials;
    return;
  }
  const dice = plan.dice;
  const nDice = dice.length;
  const smallArms = plan.smallArms;
  const penetrable = plan.penetrable;
  const impactSides = plan.impactSides;
  const impactMult = plan.impactMult;
  const majorMult = plan.majorMult;
  const armourSides = plan.armourSides;
  const armourMult = plan.armourMult;
  const destroyedFactor = plan.destroyedFactor;
  const suspension = plan.suspension;
  const reuseImpact = plan.reuseImpact;
  const weaponSize = plan.weaponSize;
  const u = plan.uniforms;
  const refillBelow = plan.refillBelow;
  let next = u.length;

  for (let trial = 0; trial < trials; trial++) {
    if (next > refillBelow) {
      fillUniforms(state, u);
      next = 0;
    }
    // The multiple opposed roll: the target's die against each of the firer's dice.
    const r = ((u[next++] * R) | 0) + 1;
    let above = 0;
    for (let i = 0; i < nDice; i++) above += (r - (((u[next++] * dice[i]) | 0) + 1)) >>> 31;
    const grade = above >= 2 ? 2 : above;
    c[oHit + grade]++;
    let outcome: number = OUTCOME.miss;
    // Occupants: a casualty when the armour face is ≤ threshold (heavy), or face 1 dead / 2 wounded (small arms).
    let threshold = -1;
    if (smallArms) {
      if (grade === 1 || (grade === 2 && !penetrable)) outcome = OUTCOME.noDamage; // suppression only
      else if (grade === 2) {
        // Roll ONCE for penetration as a MINOR hit.
        const impact = (((u[next++] * impactSides) | 0) + 1) * impactMult;
        const armour = (((u[next++] * armourSides) | 0) + 1) * armourMult;
        outcome = impact > 2 * armour ? OUTCOME.disabled : OUTCOME.noDamage;
        if (impact > armour) threshold = 0;
      }
    } else if (grade > 0) {
      const gradeMult = grade === 2 ? majorMult : 1;
      const impact = (((u[next++] * impactSides) | 0) + 1) * impactMult * gradeMult;
      const armour = (((u[next++] * armourSides) | 0) + 1) * armourMult;
      if (impact > destroyedFactor * armour) {
        outcome = OUTCOME.destroyed;
        threshold = 2 * weaponSize;
      } else if (impact > armour) {
        outcome = OUTCOME.disabled;
        threshold = weaponSize;
      } else {
        // NON-PENETRATING HITS: D6, 1–2 suspension, 6 systems, 3–5 nothing more.
        const d6 = ((u[next++] * 6) | 0) + 1;
        outcome = OUTCOME.noDamage;
        if (d6 === 6) outcome = OUTCOME.systems;
        else if (d6 <= 2 && suspension > 0) {
          const s = ((u[next++] * suspension) | 0) + 1;
          const hit = reuseImpact ? impact : (((u[next++] * impactSides) | 0) + 1) * impactMult * gradeMult;
          if (hit > s) outcome = OUTCOME.immobilised;
        }
      }
    }
    c[outcome]++;
    let dead = 0;
    let wounded = 0;
    if (threshold >= 0) {
      for (let k = 0; k < nOcc; k++) {
        const face = ((u[next++] * occupants[k]) | 0) + 1;
        if (smallArms) {
          dead += face === 1 ? 1 : 0;
          wounded += face === 2 ? 1 : 0;
        } else if (face <= threshold) {
          // CASUALTIES TO VEHICLE OCCUPANTS: D6, 1–3 DEAD, 4–6 WOUNDED.
          const d6 = ((u[next++] * 6) | 0) + 1;
          dead += d6 <= 3 ? 1 : 0;
          wounded += d6 >= 4 ? 1 : 0;
        }
      }
    }
    c[oDead + dead]++;
    c[oWounded + wounded]++;
  }
}
