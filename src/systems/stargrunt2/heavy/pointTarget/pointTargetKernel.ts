import { layoutOffsets } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { confidenceTest } from '../../steps/confidenceTest.js';
import { impactVsArmour, type ImpactVsArmourPlan, impactVsArmourPlan } from '../../steps/impactVsArmour.js';
import { opposedRoll } from '../../steps/opposedRoll.js';
import type { PointTargetCell } from './PointTargetCell.js';
import { OUTCOME, pointTargetLayout } from './pointTargetLayout.js';

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
  /** Small arms: the one roll for penetration, as a MINOR hit (a kill-grade roll disables). */
  smallArmsHit: ImpactVsArmourPlan;
  /** Crew's confidence test: quality die sides (0: no crew), LV + 3, the reading of "half", starting level. */
  crewSides: number;
  crewNeeded: number;
  crewHalfOrLess: boolean;
  crewStart: number;
  buffer: UniformBuffer;
  /** First counter of each histogram: hit, dead, wounded (then crew_bailed_out, crew_confidence_after with a crew). */
  offsets: number[];
}

/**
 * The Monte Carlo kernel of a shot at a point target: the multiple opposed roll (minor / major
 * hit), penetration (disabled / destroyed), non-penetrating hits (suspension, systems) and the
 * casualties to the occupants, and with a crew its confidence test when the vehicle is immobilised.
 * See PointTargetCell for the two modes.
 */
export function createPointTargetKernel(cell: PointTargetCell): Kernel {
  const draws = 8 + cell.firerDice.length + 2 * cell.occupants.length;
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
    smallArmsHit: impactVsArmourPlan(cell.impact, cell.armour),
    crewSides: cell.crew ? cell.crew.sides | 0 : 0,
    crewNeeded: cell.crew ? cell.crew.needed | 0 : 0,
    crewHalfOrLess: cell.crew ? cell.crew.halfOrLess : true,
    crewStart: cell.crew ? cell.crew.start | 0 : 0,
    buffer: uniformBuffer(draws),
    offsets: layoutOffsets(pointTargetLayout(cell)),
  };
  return { run: (state, trials, counters) => runPointTargetTrials(plan, state, trials, counters) };
}

/** The kernel module of `point-fire` and `missile-fire` (every shot at a point target). */
export default defineKernel({ layout: pointTargetLayout, create: createPointTargetKernel });

/** The hot loop: a top-level function with every value in a local; faces are ((u * sides) | 0) + 1. */
function runPointTargetTrials(plan: PointTargetPlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const occupants = plan.occupants;
  const nOcc = occupants.length;
  const [oHit, oDead, oWounded, oBailed, oCrewAfter] = plan.offsets;
  const crewSides = plan.crewSides;
  const crewNeeded = plan.crewNeeded;
  const crewHalfOrLess = plan.crewHalfOrLess;
  const crewStart = plan.crewStart;
  const R = plan.targetDie;
  if (R === 0) {
    c[OUTCOME.miss] += trials;
    c[oHit] += trials;
    c[oDead] += trials;
    c[oWounded] += trials;
    if (crewSides > 0) {
      c[oBailed] += trials;
      c[oCrewAfter + crewStart] += trials;
    }
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
  const smallArmsHit = plan.smallArmsHit;
  const weaponSize = plan.weaponSize;
  const buffer = plan.buffer;
  const u = buffer.values;
  let next = u.length;

  for (let trial = 0; trial < trials; trial++) {
    next = refill(buffer, state, next);
    // The multiple opposed roll: the target's die against each of the firer's dice.
    const above = opposedRoll(dice, R, u, next) >>> 16;
    next += 1 + nDice;
    const grade = above >= 2 ? 2 : above;
    c[oHit + grade]++;
    let outcome: number = OUTCOME.miss;
    // Occupants: a casualty when the armour face is ≤ threshold (heavy), or face 1 dead / 2 wounded (small arms).
    let threshold = -1;
    if (smallArms) {
      if (grade === 1 || (grade === 2 && !penetrable)) outcome = OUTCOME.no_damage; // suppression only
      else if (grade === 2) {
        // Roll ONCE for penetration as a MINOR hit: a kill-grade roll disables, any success reaches the occupants.
        const effect = impactVsArmour(smallArmsHit, u, next);
        next += 2;
        outcome = effect === 2 ? OUTCOME.disabled : OUTCOME.no_damage;
        if (effect > 0) threshold = 0;
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
        outcome = OUTCOME.no_damage;
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
    if (crewSides > 0) {
      // The crew's CONFIDENCE TEST at threat level 3, only when IMMOBILISED: a failure (roll ≤ LV + 3) loses
      // one level, or two at half the score or less, and forces the bail-out. Never below RO (4).
      const drop = outcome === OUTCOME.immobilised ? confidenceTest(crewSides, crewNeeded, crewHalfOrLess, u, next++) : 0;
      const after = crewStart + drop;
      c[oBailed + (drop > 0 ? 1 : 0)]++;
      c[oCrewAfter + (after > 4 ? 4 : after)]++;
    }
  }
}
