import { layoutOffsets } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { confidenceTest } from '../../steps/confidenceTest.js';
import { type ImpactVsArmourPlan, impactVsArmour, impactVsArmourPlan } from '../../steps/impactVsArmour.js';
import { opposedRoll } from '../../steps/opposedRoll.js';
import { PENETRATION, type PenetrationPlan, penetration, penetrationPlan } from '../../steps/penetration.js';
import { CRASH_OCCUPANT_DIE, CRASH_SITE_DIE, CRASH_SITE_MULTIPLIER } from '../data/aerospace.js';
import type { AntiAirFireCell } from './AntiAirFireCell.js';
import { AA_OUTCOME, antiAirFireLayout } from './antiAirFireLayout.js';
import { type WreckBlastTarget, wreckBlastCatches } from './wreckBlast.js';

/** Everything the hot loop reads, precomputed once per cell. */
interface Plan {
  systemDie: number;
  ecm: number;
  evades: boolean;
  pilotSides: number;
  shotDice: Int32Array;
  targetDie: number;
  minorHit: PenetrationPlan;
  majorHit: PenetrationPlan;
  confidenceNeeded: number;
  explodesUpTo: number;
  crashesUpTo: number;
  killedUpTo: number;
  woundedUpTo: number;
  hovering: boolean;
  occupants: number;
  /** Figures near the crash site and the blast's D8 against their armour (null: not asked). */
  nearby: WreckBlastTarget | null;
  blast: ImpactVsArmourPlan | null;
  out: Int32Array;
  buffer: UniformBuffer;
  offsets: number[];
}

/**
 * The Monte Carlo kernel of EFFECTS OF ON-TABLE ANTI-AIR FIRE: acquisition, the pilot's evasion, the shot (the
 * multiple opposed roll against the ECM die), its effect (the penetration step; no suspension on an aircraft), the
 * pilot's confidence test short of a DISABLE, and the emergency landing or crash with its occupants.
 */
function createAntiAirFireKernel(cell: AntiAirFireCell): Kernel {
  const hit = (grade: number) => penetrationPlan(cell.impact, cell.armour, cell.destroyedFactor, 0, false, grade);
  const plan: Plan = {
    systemDie: cell.systemDie | 0,
    ecm: cell.ecm | 0,
    evades: cell.evades,
    pilotSides: cell.pilotSides | 0,
    shotDice: Int32Array.from(cell.shotDice),
    targetDie: cell.targetDie | 0,
    minorHit: hit(1),
    majorHit: hit(cell.majorMultiplier),
    confidenceNeeded: cell.confidenceNeeded | 0,
    explodesUpTo: cell.explodesUpTo | 0,
    crashesUpTo: cell.crashesUpTo | 0,
    killedUpTo: cell.killedUpTo | 0,
    woundedUpTo: cell.woundedUpTo | 0,
    hovering: cell.hovering,
    occupants: cell.occupants | 0,
    nearby: cell.nearby ?? null,
    blast: cell.nearby ? impactVsArmourPlan(cell.nearby.impact, cell.nearby.armour) : null,
    out: new Int32Array(1),
    // 2 acquire + 2 evade + the shot + 3 penetration + the crash site + the landing or the test, + a D6 per occupant,
    // + two dice per figure near the wreck.
    buffer: uniformBuffer(10 + cell.shotDice.length + cell.occupants + 2 * (cell.nearby?.figures ?? 0)),
    offsets: layoutOffsets(antiAirFireLayout(cell)),
  };
  return { run: (state, trials, c) => runAntiAirFire(plan, state, trials, c) };
}

/** The kernel module of `resolve: anti-air-fire`. */
export default defineKernel({ layout: antiAirFireLayout, create: createAntiAirFireKernel });

function runAntiAirFire(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const {
    systemDie,
    ecm,
    evades,
    pilotSides,
    shotDice,
    targetDie,
    minorHit,
    majorHit,
    confidenceNeeded,
    explodesUpTo,
    crashesUpTo,
    killedUpTo,
    woundedUpTo,
    hovering,
    occupants,
    nearby,
    blast,
    out,
    buffer,
  } = plan;
  const [oHit, oDead, oWounded, oDistance, oNearbyDead, oNearbyWounded] = plan.offsets;
  const nShot = shotDice.length;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    let outcome = AA_OUTCOME.not_acquired;
    let grade = 0;
    let dead = 0;
    let wounded = 0;
    let distance = 0;
    let nearbyDead = 0;
    let nearbyWounded = 0;
    // ACQUIRE: "If the FC wins the roll it has locked on": the system die must exceed the ECM die.
    const lock = ((u[next++] * systemDie) | 0) + 1;
    const jam = ((u[next++] * ecm) | 0) + 1;
    if (lock > jam) {
      outcome = AA_OUTCOME.evaded;
      // "if he exceeds the FC score he has successfully broken the lock-on".
      const broken = evades && ((u[next++] * pilotSides) | 0) + 1 > ((u[next++] * systemDie) | 0) + 1;
      if (!broken) {
        grade = opposedRoll(shotDice, targetDie, u, next) >>> 16;
        next += 1 + nShot;
        if (grade > 2) grade = 2;
        outcome = AA_OUTCOME.missed;
        if (grade > 0) {
          next = penetration(grade === 2 ? majorHit : minorHit, u, next, out);
          const flag = out[0];
          if (flag === PENETRATION.destroyed || flag === PENETRATION.disabled) {
            // The wreck or the emergency landing: where it is when hovering, else D12 × 2 inches ahead.
            distance = hovering ? 0 : (((u[next++] * CRASH_SITE_DIE) | 0) + 1) * CRASH_SITE_MULTIPLIER;
            outcome = AA_OUTCOME.destroyed;
            if (flag === PENETRATION.disabled) {
              const landing = ((u[next++] * pilotSides) | 0) + 1;
              if (landing > crashesUpTo) outcome = AA_OUTCOME.landed;
              else if (landing > explodesUpTo) {
                outcome = AA_OUTCOME.crash_landed;
                for (let k = 0; k < occupants; k++) {
                  const face = ((u[next++] * CRASH_OCCUPANT_DIE) | 0) + 1;
                  if (face <= killedUpTo) dead++;
                  else if (face <= woundedUpTo) wounded++;
                }
              } else outcome = AA_OUTCOME.exploded;
            }
            // "All personnel aboard a destroyed air vehicle are killed" (and one that explodes "as if DESTROYED").
            if (outcome === AA_OUTCOME.destroyed || outcome === AA_OUTCOME.exploded) {
              dead = occupants;
              // The wreck's "explosion of radius 6", with a D8 impact effect": each figure caught rolls its armour.
              if (nearby !== null && blast !== null && wreckBlastCatches(nearby, distance)) {
                for (let k = 0; k < nearby.figures; k++) {
                  const effect = impactVsArmour(blast, u, next);
                  next += 2;
                  if (effect === 2) nearbyDead++;
                  else if (effect === 1) nearbyWounded++;
                }
              }
            }
          } else {
            // Less than a DISABLE: the pilot's CONFIDENCE TEST at threat level +2; failing it aborts the mission.
            outcome =
              confidenceTest(pilotSides, confidenceNeeded, true, u, next++) > 0
                ? AA_OUTCOME.aborted
                : AA_OUTCOME.pressed_on;
          }
        }
      }
    }
    c[outcome]++;
    c[oHit + grade]++;
    c[oDead + dead]++;
    c[oWounded + wounded]++;
    c[oDistance + distance]++;
    if (nearby !== null) {
      c[oNearbyDead + nearbyDead]++;
      c[oNearbyWounded + nearbyWounded]++;
    }
  }
}
