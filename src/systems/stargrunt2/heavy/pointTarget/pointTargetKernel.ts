import { layoutOffsets } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { confidenceTest } from '../../steps/confidenceTest.js';
import { type ImpactVsArmourPlan, impactVsArmour, impactVsArmourPlan } from '../../steps/impactVsArmour.js';
import { opposedRoll } from '../../steps/opposedRoll.js';
import { listedFaceTables, opposedRollListed } from '../../steps/opposedRollListed.js';
import { PENETRATION, type PenetrationPlan, penetration, penetrationPlan } from '../../steps/penetration.js';
import { vehicleOccupants } from '../../steps/vehicleOccupants.js';
import { vehicleOccupantsListed } from '../../steps/vehicleOccupantsListed.js';
import {
  type CountermeasuresPlan,
  countermeasuresPlan,
  missileCountermeasures,
  STOPPED,
} from './missileCountermeasures.js';
import type { PointTargetCell } from './PointTargetCell.js';
import { OUTCOME, pointTargetLayout } from './pointTargetLayout.js';

/** The outcome counter of each PENETRATION flag (one shot has one). */
const OUTCOME_OF_FLAG = new Int32Array(PENETRATION.destroyed + 1);
OUTCOME_OF_FLAG[PENETRATION.none] = OUTCOME.no_damage;
OUTCOME_OF_FLAG[PENETRATION.immobilised] = OUTCOME.immobilised;
OUTCOME_OF_FLAG[PENETRATION.systems] = OUTCOME.systems;
OUTCOME_OF_FLAG[PENETRATION.disabled] = OUTCOME.disabled;
OUTCOME_OF_FLAG[PENETRATION.destroyed] = OUTCOME.destroyed;

/** Face tables end to end (listedFaceTables), for the steps that read house dice with listed faces. */
type FaceTables = { faceStart: Int32Array; faces: Int32Array };

/** Everything the hot loop reads, precomputed once per cell (small integers throughout). */
interface PointTargetPlan {
  dice: Int32Array;
  /** A house firer die with listed faces: the face tables of the opposed roll (opposedRollListed); null otherwise. */
  listedDice: FaceTables | null;
  targetDie: number;
  smallArms: boolean;
  penetrable: boolean;
  /** Heavy weapons: the penetration roll of a MINOR and of a MAJOR hit. */
  minorHit: PenetrationPlan;
  majorHit: PenetrationPlan;
  /** Small arms: the one roll for penetration, as a MINOR hit (a kill-grade roll disables). */
  smallArmsHit: ImpactVsArmourPlan;
  weaponSize: number;
  occupants: Int32Array;
  /** House occupant armour off the plain d-N: the face tables of the occupants' rolls (vehicleOccupantsListed); null otherwise. */
  listedOccupants: FaceTables | null;
  /** Crew's confidence test: quality die sides (0: no crew), LV + 3, the reading of "half", starting level. */
  crewSides: number;
  crewNeeded: number;
  crewHalfOrLess: boolean;
  crewStart: number;
  /** A guided missile's decoys and the EW spoofing it (missile fire). */
  countermeasures: CountermeasuresPlan;
  /** Size class of the building whose window or door is aimed at (0: not such a shot), and its histogram's first counter. */
  buildingSize: number;
  oOffAim: number;
  /** The steps' results: the penetration flag, then dead and wounded occupants. */
  out: Int32Array;
  buffer: UniformBuffer;
  /**
   * First counter of each histogram: hit, dead, wounded, crew_bailed_out, crew_confidence_after, decoyed, jammed
   * (−1 for one the cell does not have).
   */
  offsets: number[];
}

/**
 * The Monte Carlo kernel of a shot at a point target, from the steps: the multiple opposed roll (minor / major
 * hit), penetration (disabled / destroyed) and non-penetrating hits (suspension, systems), the casualties to the
 * occupants, and with a crew its confidence test when the vehicle is immobilised. See PointTargetCell for the two
 * modes.
 */
export function createPointTargetKernel(cell: PointTargetCell): Kernel {
  const countermeasures = countermeasuresPlan(cell);
  // The D6 after a miss of a window or door is one more draw, a missile's countermeasures theirs; without them the
  // buffer (and so the stream) is as before.
  const draws =
    8 +
    (cell.buildingSize !== undefined ? 1 : 0) +
    cell.firerDice.length +
    2 * cell.occupants.length +
    countermeasures.decoyDraws +
    countermeasures.ewDraws;
  const layout = pointTargetLayout(cell);
  const offsets = layoutOffsets(layout);
  const offsetOf = (name: string) => {
    const i = layout.distributions.findIndex((d) => d.name === name);
    return i < 0 ? -1 : offsets[i];
  };
  const reuse = cell.suspensionImpact === 'reuse';
  const hit = (gradeMultiplier: number) =>
    penetrationPlan(cell.impact, cell.armour, cell.destroyedFactor, cell.suspension, reuse, gradeMultiplier);
  const plan: PointTargetPlan = {
    dice: Int32Array.from(cell.firerDice),
    listedDice: cell.firerFaces ? listedFaceTables(cell.firerDice, cell.firerFaces) : null,
    targetDie: cell.targetDie | 0,
    smallArms: cell.mode === 'small-arms',
    penetrable: cell.penetrable,
    minorHit: hit(1),
    majorHit: hit(cell.majorMultiplier),
    smallArmsHit: impactVsArmourPlan(cell.impact, cell.armour),
    weaponSize: cell.weaponSize | 0,
    occupants: Int32Array.from(cell.occupants),
    listedOccupants: cell.occupantFaces ? listedFaceTables(cell.occupants, cell.occupantFaces) : null,
    crewSides: cell.crew ? cell.crew.sides | 0 : 0,
    crewNeeded: cell.crew ? cell.crew.needed | 0 : 0,
    crewHalfOrLess: cell.crew ? cell.crew.halfOrLess : true,
    crewStart: cell.crew ? cell.crew.start | 0 : 0,
    countermeasures,
    out: new Int32Array(2),
    buffer: uniformBuffer(draws),
    buildingSize: cell.buildingSize ?? 0,
    oOffAim: offsetOf('off_aim'),
    offsets: ['hit', 'dead', 'wounded', 'crew_bailed_out', 'crew_confidence_after', 'decoyed', 'jammed'].map(offsetOf),
  };
  return { run: (state, trials, counters) => runPointTargetTrials(plan, state, trials, counters) };
}

/** The kernel module of `point-fire` and `missile-fire` (every shot at a point target). */
export default defineKernel({ layout: pointTargetLayout, create: createPointTargetKernel });

/** The hot loop: a top-level function with every value in a local; faces are ((u * sides) | 0) + 1. */
function runPointTargetTrials(plan: PointTargetPlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const occupants = plan.occupants;
  const nOcc = occupants.length;
  const [oHit, oDead, oWounded, oBailed, oCrewAfter, oDecoyed, oJammed] = plan.offsets;
  const crewSides = plan.crewSides;
  const crewNeeded = plan.crewNeeded;
  const crewHalfOrLess = plan.crewHalfOrLess;
  const crewStart = plan.crewStart;
  const { buildingSize, oOffAim } = plan;
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
    if (oDecoyed >= 0) c[oDecoyed] += trials;
    if (oJammed >= 0) c[oJammed] += trials;
    if (buildingSize > 0) c[oOffAim] += trials; // no shot: nothing strays
    return;
  }
  const {
    dice,
    listedDice,
    listedOccupants,
    smallArms,
    penetrable,
    minorHit,
    majorHit,
    smallArmsHit,
    weaponSize,
    out,
    buffer,
  } = plan;
  const countermeasures = plan.countermeasures;
  const { decoyDraws, ewDraws } = countermeasures;
  const anyCountermeasure = decoyDraws + ewDraws > 0;
  const nDice = dice.length;
  const u = buffer.values;
  let next = u.length;

  for (let trial = 0; trial < trials; trial++) {
    next = refill(buffer, state, next);
    // A guided missile drawn onto a decoy or jammed by EW counts as a miss (see missileCountermeasures).
    const stopped = anyCountermeasure ? missileCountermeasures(countermeasures, dice, u, next) : STOPPED.no;
    next += decoyDraws;
    // The multiple opposed roll: the target's die against each of the firer's dice.
    const score =
      listedDice === null
        ? opposedRoll(dice, R, u, next)
        : opposedRollListed(dice, listedDice.faceStart, listedDice.faces, R, u, next);
    const above = score >>> 16;
    next += 1 + nDice + ewDraws;
    if (oDecoyed >= 0) c[oDecoyed + (stopped === STOPPED.decoyed ? 1 : 0)]++;
    if (oJammed >= 0) c[oJammed + (stopped === STOPPED.jammed ? 1 : 0)]++;
    const grade = stopped !== STOPPED.no ? 0 : above >= 2 ? 2 : above;
    c[oHit + grade]++;
    if (buildingSize > 0) {
      // BUILDINGS AND FORTIFICATIONS: a shot that MISSES the window or door rolls a D6; over the building's size it
      // misses the structure completely, else it hits the building somewhere else.
      c[oOffAim + (grade > 0 ? 0 : ((u[next++] * 6) | 0) + 1 > buildingSize ? 2 : 1)]++;
    }
    let outcome: number = OUTCOME.miss;
    // Occupants: a casualty when the armour face is ≤ threshold (heavy), or face 1 dead / 2 wounded (small arms).
    let threshold = -1;
    if (smallArms) {
      if (grade === 1 || (grade === 2 && !penetrable))
        outcome = OUTCOME.no_damage; // suppression only
      else if (grade === 2) {
        // Roll ONCE for penetration as a MINOR hit: a kill-grade roll disables, any success reaches the occupants.
        const effect = impactVsArmour(smallArmsHit, u, next);
        next += 2;
        outcome = effect === 2 ? OUTCOME.disabled : OUTCOME.no_damage;
        if (effect > 0) threshold = 0;
      }
    } else if (grade > 0) {
      next = penetration(grade === 2 ? majorHit : minorHit, u, next, out);
      const flag = out[0];
      outcome = OUTCOME_OF_FLAG[flag];
      if (flag === PENETRATION.destroyed) threshold = 2 * weaponSize;
      else if (flag === PENETRATION.disabled) threshold = weaponSize;
    }
    c[outcome]++;
    let dead = 0;
    let wounded = 0;
    if (threshold >= 0) {
      if (smallArms) {
        // "any that score 1 are DEAD, any rolling 2 are WOUNDED and those with 3 or better are unharmed" (a house
        // die's 0 kills too).
        for (let k = 0; k < nOcc; k++) {
          const index = (u[next++] * occupants[k]) | 0;
          const face =
            listedOccupants === null ? index + 1 : listedOccupants.faces[listedOccupants.faceStart[k] + index];
          dead += face <= 1 ? 1 : 0;
          wounded += face === 2 ? 1 : 0;
        }
      } else if (listedOccupants === null) {
        next = vehicleOccupants(occupants, 0, nOcc, threshold, u, next, out);
        dead = out[0];
        wounded = out[1];
      } else {
        next = vehicleOccupantsListed(
          occupants,
          listedOccupants.faceStart,
          listedOccupants.faces,
          0,
          nOcc,
          threshold,
          u,
          next,
          out,
        );
        dead = out[0];
        wounded = out[1];
      }
    }
    c[oDead + dead]++;
    c[oWounded + wounded]++;
    if (crewSides > 0) {
      // The crew's CONFIDENCE TEST at threat level 3, only when IMMOBILISED: a failure (roll ≤ LV + 3) loses
      // one level, or two at half the score or less, and forces the bail-out. Never below RO (4).
      const drop =
        outcome === OUTCOME.immobilised ? confidenceTest(crewSides, crewNeeded, crewHalfOrLess, u, next++) : 0;
      const after = crewStart + drop;
      c[oBailed + (drop > 0 ? 1 : 0)]++;
      c[oCrewAfter + (after > 4 ? 4 : after)]++;
    }
  }
}
