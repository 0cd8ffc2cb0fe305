import { layoutOffsets } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer, uniformBufferSize } from '../../../../dice/uniformBuffer.js';
import { LARGE_BUFFER_SIZE } from '../../../../dice/uniformDraws.js';
import { type ImpactVsArmourPlan, impactVsArmour, impactVsArmourPlan } from '../../steps/impactVsArmour.js';
import { listedFaceTables } from '../../steps/opposedRollListed.js';
import { type PenetrationPlan, penetration, penetrationPlan } from '../../steps/penetration.js';
import { reactionTest } from '../../steps/reactionTest.js';
import { vehicleOccupants } from '../../steps/vehicleOccupants.js';
import { vehicleOccupantsListed } from '../../steps/vehicleOccupantsListed.js';
import type { ArtilleryCell } from './ArtilleryCell.js';
import { artilleryLayout, crewCount } from './artilleryLayout.js';
import { CLOCK_X, CLOCK_Y } from './clockface.js';

/** Everything the hot loop reads, precomputed once per cell. */
interface ArtilleryPlan {
  q: number;
  target: number;
  multiply: boolean;
  rounds: number;
  limit: number;
  aimX: number;
  aimY: number;
  xs: Float64Array;
  ys: Float64Array;
  /** A figure caught in a burst: the warhead's impact against its armour. */
  hit: ImpactVsArmourPlan;
  /** Per figure: bursts it was caught in, wounds taken, killed (0/1). Reset every trial. */
  caught: Int32Array;
  wounds: Int32Array;
  killed: Int32Array;
  roundX: Float64Array;
  roundY: Float64Array;
  buffer: UniformBuffer;
  offsets: { dead: number; wounded: number; inBurst: number; onAim: number; deviation: number };
  /** Vehicles: centre; occupants of vehicle v are occSides[occStart[v] .. occStart[v + 1]). */
  vx: Float64Array;
  vy: Float64Array;
  occStart: Int32Array;
  occSides: Int32Array;
  /** House occupant armour off the plain d-N: every occupant's face table (vehicleOccupantsListed); null otherwise. */
  occListed: { faceStart: Int32Array; faces: Int32Array } | null;
  /** Per vehicle: a MINOR hit of the warhead's point-target impact on its armour and suspension. */
  vHit: PenetrationPlan[];
  /** The warhead's size class (occupants must exceed it, doubled when destroyed). */
  weaponSize: number;
  /** The steps' results (occupants dead, wounded; the penetration flag). */
  out: Int32Array;
  /** Per vehicle: bursts it was caught in, PENETRATION flags (1 immobilised, 2 systems, 4 disabled, 8 destroyed). Reset every trial. */
  vCaught: Int32Array;
  vFlags: Int32Array;
  /** First counter of each vehicle histogram, in ARTILLERY_VEHICLE_DISTRIBUTIONS order. */
  vOffsets: Int32Array;
  /** Per vehicle: sides of its crew's quality die (0: no crew) and the score to exceed (LV + 3). */
  vCrewSides: Int32Array;
  vCrewNeeded: Int32Array;
  /** First counter of `crews_bailed_out`; −1 when no vehicle has a crew (no such histogram). */
  oCrews: number;
}

/**
 * The Monte Carlo kernel of an artillery fire mission: the accuracy roll, the first round's deviation
 * (D12 clockface, D8 × the failed score), the other rounds of the salvo (D12, D6 from the first), and for
 * every round every figure within its burst radius rolls impact against armour (a wound when it
 * exceeds, a kill when more than double; two wounds kill); the unit is suppressed when any figure is caught.
 * Every vehicle within a burst takes a MINOR hit from the warhead's point-target impact (penetration,
 * non-penetrating D6, suspension), keeps its worst result over the salvo, and its occupants roll once
 * when it is disabled or destroyed. A vehicle with a crew whose worst result is immobilised (not disabled or
 * destroyed) rolls its crew's confidence test at threat level 3 once: a failure forces the bail-out.
 */
export function createArtilleryKernel(cell: ArtilleryCell): Kernel {
  const figures = cell.xs.length;
  const vehicles = cell.vehicles.length;
  const occupants = cell.vehicles.reduce((n, v) => n + v.occupants.length, 0);
  const crews = crewCount(cell);
  const draws = 3 + 2 * cell.rounds + 2 * cell.rounds * figures + 5 * cell.rounds * vehicles + 2 * occupants + crews;
  const [dead, wounded, inBurst, onAim, deviation, ...vOffsets] = layoutOffsets(artilleryLayout(cell));
  const oCrews = crews > 0 ? vOffsets.pop()! : -1;
  const occStart = new Int32Array(vehicles + 1);
  cell.vehicles.forEach((v, i) => (occStart[i + 1] = occStart[i] + v.occupants.length));
  const plan: ArtilleryPlan = {
    q: cell.accuracyDie | 0,
    target: cell.accuracyTarget | 0,
    multiply: cell.multiplyDeviation,
    rounds: cell.rounds | 0,
    limit: cell.burstLimit,
    aimX: cell.aimX,
    aimY: cell.aimY,
    xs: Float64Array.from(cell.xs),
    ys: Float64Array.from(cell.ys),
    hit: impactVsArmourPlan(cell.impact, cell.armour, cell.killMultiple),
    caught: new Int32Array(figures),
    wounds: new Int32Array(figures),
    killed: new Int32Array(figures),
    roundX: new Float64Array(cell.rounds),
    roundY: new Float64Array(cell.rounds),
    buffer: uniformBuffer(draws, uniformBufferSize(draws, LARGE_BUFFER_SIZE)),
    offsets: { dead, wounded, inBurst, onAim, deviation },
    vx: Float64Array.from(cell.vehicles, (v) => v.x),
    vy: Float64Array.from(cell.vehicles, (v) => v.y),
    occStart,
    occSides: Int32Array.from(cell.vehicles.flatMap((v) => v.occupants)),
    occListed: cell.vehicles.some((v) => v.occupantFaces)
      ? listedFaceTables(
          cell.vehicles.flatMap((v) => v.occupants),
          cell.vehicles.flatMap((v) => v.occupants.map((_, k) => v.occupantFaces?.[k] ?? null)),
        )
      : null,
    vHit: cell.vehicles.map((v) =>
      penetrationPlan(
        cell.pointImpact,
        v.armour,
        cell.destroyedFactor,
        v.suspension,
        cell.suspensionImpact === 'reuse',
      ),
    ),
    weaponSize: cell.weaponSize | 0,
    out: new Int32Array(2),
    vCaught: new Int32Array(vehicles),
    vFlags: new Int32Array(vehicles),
    vOffsets: Int32Array.from(vOffsets),
    vCrewSides: Int32Array.from(cell.vehicles, (v) => (v.crew ? v.crew.sides : 0)),
    vCrewNeeded: Int32Array.from(cell.vehicles, (v) => (v.crew ? v.crew.needed : 0)),
    oCrews,
  };
  return { run: (state, trials, counters) => runArtilleryTrials(plan, state, trials, counters) };
}

/** The kernel module of `artillery`. */
export default defineKernel({ layout: artilleryLayout, create: createArtilleryKernel });

/** The hot loop: a top-level function, every value in a local; faces are ((u * sides) | 0) + 1. */
function runArtilleryTrials(plan: ArtilleryPlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const {
    q,
    target,
    multiply,
    rounds,
    limit,
    aimX,
    aimY,
    xs,
    ys,
    hit,
    caught,
    wounds,
    killed,
    roundX,
    roundY,
    buffer,
  } = plan;
  const u = buffer.values;
  const { dead: oDead, wounded: oWounded, inBurst: oInBurst, onAim: oOnAim, deviation: oDeviation } = plan.offsets;
  const { vx, vy, occStart, occSides, occListed, vHit, weaponSize, out, vCaught, vFlags } = plan;
  const [oVCaught, oVUndamaged, oVImmobilised, oVSystems, oVDisabled, oVDestroyed, oOccDead, oOccWounded] =
    plan.vOffsets;
  const { vCrewSides, vCrewNeeded, oCrews } = plan;
  const figures = xs.length;
  const vehicles = vx.length;
  let next = u.length;
  for (let trial = 0; trial < trials; trial++) {
    next = refill(buffer, state, next);
    // FIRE SUPPORT ACCURACY: the quality die must exceed the target; otherwise D12 direction, D8 distance.
    const score = ((u[next++] * q) | 0) + 1;
    let x = aimX;
    let y = aimY;
    let deviation = 0;
    if (score <= target) {
      const face = ((u[next++] * 12) | 0) + 1;
      const d8 = ((u[next++] * 8) | 0) + 1;
      deviation = multiply ? d8 * score : d8;
      x = aimX + deviation * CLOCK_X[face - 1];
      y = aimY + deviation * CLOCK_Y[face - 1];
    }
    c[oDeviation + deviation]++;
    // MULTIPLE INCOMING ROUNDS: the first on the impact point, each other D12 direction and D6 inches from it.
    roundX[0] = x;
    roundY[0] = y;
    for (let k = 1; k < rounds; k++) {
      const face = ((u[next++] * 12) | 0) + 1;
      const d6 = ((u[next++] * 6) | 0) + 1;
      roundX[k] = x + d6 * CLOCK_X[face - 1];
      roundY[k] = y + d6 * CLOCK_Y[face - 1];
    }
    // CASUALTIES FROM ARTILLERY FIRE: an opposed roll for every figure in every burst it is caught in.
    let onAim = 0;
    for (let k = 0; k < rounds; k++) {
      const rx = roundX[k];
      const ry = roundY[k];
      const ax = rx - aimX;
      const ay = ry - aimY;
      if (ax * ax + ay * ay <= limit) onAim++;
      for (let f = 0; f < figures; f++) {
        const dx = xs[f] - rx;
        const dy = ys[f] - ry;
        if (dx * dx + dy * dy > limit) continue;
        caught[f]++;
        const effect = impactVsArmour(hit, u, next);
        next += 2;
        if (effect === 2) killed[f] = 1;
        else wounds[f] += effect;
      }
      // "Point targets ... roll their Armour vs. the Impact of the explosion ..., as if taking a MINOR HIT".
      for (let v = 0; v < vehicles; v++) {
        const dx = vx[v] - rx;
        const dy = vy[v] - ry;
        if (dx * dx + dy * dy > limit) continue;
        vCaught[v]++;
        // Penetration, or the NON-PENETRATING HITS' D6 (suspension, systems): flags OR-ed over the bursts.
        next = penetration(vHit[v], u, next, out);
        vFlags[v] |= out[0];
      }
    }
    let dead = 0;
    let wounded = 0;
    let inBurst = 0;
    for (let f = 0; f < figures; f++) {
      if (caught[f] === 0) continue;
      inBurst++;
      // "a figure that takes more than one WOUND is considered DEAD"
      if (killed[f] === 1 || wounds[f] > 1) dead++;
      else if (wounds[f] === 1) wounded++;
      caught[f] = 0;
      wounds[f] = 0;
      killed[f] = 0;
    }
    // Each vehicle's worst result over its bursts; occupants roll once, by that result.
    let vehiclesCaught = 0;
    let damaged = 0;
    let undamaged = 0;
    let immobilised = 0;
    let systems = 0;
    let disabled = 0;
    let destroyed = 0;
    let occDead = 0;
    let occWounded = 0;
    let bailed = 0;
    for (let v = 0; v < vehicles; v++) {
      if (vCaught[v] === 0) continue;
      vehiclesCaught++;
      const flags = vFlags[v];
      vCaught[v] = 0;
      vFlags[v] = 0;
      if (flags === 0) {
        undamaged++;
        continue;
      }
      damaged++;
      if (flags < 4) {
        immobilised += flags & 1;
        systems += (flags >> 1) & 1;
        // NON-PENETRATING HITS: immobilised, the crew tests confidence at threat level 3 (once per mission);
        // a roll equal to or less than LV + 3 fails (only passing matters: the reactionTest step), and a failed
        // crew MUST bail out.
        const crewSides = vCrewSides[v];
        if ((flags & 1) !== 0 && crewSides > 0) bailed += reactionTest(crewSides, vCrewNeeded[v], u, next++) ^ 1;
        continue;
      }
      // CASUALTIES TO VEHICLE OCCUPANTS: exceed the size class (doubled if destroyed) or D6 1–3 dead, 4–6 wounded.
      let threshold = weaponSize;
      if (flags >= 8) {
        destroyed++;
        threshold = 2 * weaponSize;
      } else disabled++;
      next =
        occListed === null
          ? vehicleOccupants(occSides, occStart[v], occStart[v + 1], threshold, u, next, out)
          : vehicleOccupantsListed(
              occSides,
              occListed.faceStart,
              occListed.faces,
              occStart[v],
              occStart[v + 1],
              threshold,
              u,
              next,
              out,
            );
      occDead += out[0];
      occWounded += out[1];
    }
    c[inBurst + vehiclesCaught === 0 ? 0 : dead + wounded + damaged > 0 ? 2 : 1]++;
    c[oVCaught + vehiclesCaught]++;
    c[oVUndamaged + undamaged]++;
    c[oVImmobilised + immobilised]++;
    c[oVSystems + systems]++;
    c[oVDisabled + disabled]++;
    c[oVDestroyed + destroyed]++;
    c[oOccDead + occDead]++;
    c[oOccWounded + occWounded]++;
    if (oCrews >= 0) c[oCrews + bailed]++;
    c[oDead + dead]++;
    c[oWounded + wounded]++;
    c[oInBurst + inBurst]++;
    c[oOnAim + onAim]++;
  }
}
