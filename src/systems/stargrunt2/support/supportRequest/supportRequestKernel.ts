import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { ADE_ABORTED, ADE_SHOT_DOWN, airDefence } from '../../steps/airDefence.js';
import { reactionTest } from '../../steps/reactionTest.js';
import { maxPool, maxRequests, type SupportRequestCell } from './SupportRequestCell.js';
import {
  type SupportRequestDistribution,
  type SupportRequestOutcome,
  supportRequestQuantities,
} from './supportRequestQuantities.js';

/** The uniforms a trial draws besides its requests: the chit pool, the random box, and the ADE's five dice. */
const OTHER_DRAWS = 7;

interface Plan {
  turns: number;
  requestsPerTurn: number;
  requests: number;
  needed: number;
  sidesByChits: Int32Array;
  perRequest: number;
  poolDie: number;
  poolFixed: number;
  startBox: number;
  arrivalDelay: number;
  /** 0: no ADE to run. */
  ade: number;
  ecm: number;
  armourSides: number;
  armourMultiplier: number;
  pilotSides: number;
  pilotNeeded: number;
  buffer: UniformBuffer;
}

/**
 * Counter layout: the five outcomes, then arrival_turn (0 … turns + 1), granted_on_request (0 … requests + 1) and
 * chits_spent (0 … the largest pool). Value 0 of the first two never occurs (turns and requests count from 1).
 * @example supportRequestLayout(cell).distributions[0] // { name: 'arrival_turn', size: 14 } for 12 turns
 */
function supportRequestLayout(
  cell: SupportRequestCell,
): CounterLayout<SupportRequestOutcome, SupportRequestDistribution> {
  return supportRequestQuantities.layout({
    arrival_turn: cell.turns + 2,
    granted_on_request: maxRequests(cell) + 2,
    chits_spent: maxPool(cell) + 1,
  });
}

/**
 * The Monte Carlo kernel of CALLING FOR ARTILLERY FIRE SUPPORT / REQUESTING AIR SUPPORT and THE INBOUND CHART: the
 * caller requests each turn until granted, committing chits while they last; the counter then starts in its box and
 * moves one box per Turn End Phase; an airborne unit runs the ADE when it leaves box 1.
 */
function createSupportRequestKernel(cell: SupportRequestCell): Kernel {
  const air = cell.airDefence;
  const requests = maxRequests(cell);
  const plan: Plan = {
    turns: cell.turns | 0,
    requestsPerTurn: cell.requestsPerTurn | 0,
    requests,
    needed: cell.needed | 0,
    sidesByChits: Int32Array.from(cell.sidesByChits),
    perRequest: cell.perRequest | 0,
    poolDie: cell.poolDie | 0,
    poolFixed: cell.poolFixed | 0,
    startBox: cell.startBox | 0,
    arrivalDelay: cell.arrivalDelay | 0,
    ade: air ? air.ade : 0,
    ecm: air ? air.ecm : 0,
    armourSides: air ? air.armourSides : 0,
    armourMultiplier: air ? air.armourMultiplier : 0,
    pilotSides: air ? air.pilotSides : 0,
    pilotNeeded: air ? air.pilotNeeded : 0,
    buffer: uniformBuffer(requests + OTHER_DRAWS),
  };
  return { run: (state, trials, c) => runSupportRequests(plan, state, trials, c) };
}

/** The kernel module of `resolve: support-request`. */
export default defineKernel({ layout: supportRequestLayout, create: createSupportRequestKernel });

const ARRIVED = 0;
const EN_ROUTE = 1;
const REFUSED = 2;
const ABORTED = 3;
const SHOT_DOWN = 4;

function runSupportRequests(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const {
    turns,
    requestsPerTurn,
    requests,
    needed,
    sidesByChits,
    perRequest,
    poolDie,
    poolFixed,
    startBox,
    arrivalDelay,
  } = plan;
  const { ade, buffer } = plan;
  const arrivalAt = 5;
  const grantedAt = arrivalAt + turns + 2;
  const chitsAt = grantedAt + requests + 2;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    let left = poolDie > 0 ? ((u[next++] * poolDie) | 0) + 1 : poolFixed;
    let spent = 0;
    let granted = 0;
    for (let k = 1; k <= requests; k++) {
      // "once all his counters are used he may still make support requests, but without any die type modification"
      const chits = left < perRequest ? left : perRequest;
      left -= chits;
      spent += chits;
      if (reactionTest(sidesByChits[chits], needed, u, next++) === 1) {
        granted = k;
        break;
      }
    }
    let outcome = REFUSED;
    let arrival = turns + 1;
    if (granted > 0) {
      const grantTurn = (((granted - 1) / requestsPerTurn) | 0) + 1;
      // "roll a D6, halve the result and put the unit on the indicated box": 1–2 box 1, 3–4 box 2, 5–6 box 3.
      const box = startBox > 0 ? startBox : (((u[next++] * 6) | 0) + 2) >> 1;
      const inBox1 = grantTurn + box - 1;
      outcome = EN_ROUTE;
      if (inBox1 <= turns) {
        if (ade > 0) {
          // EFFECTS OF THE AIR DEFENCE ENVIRONMENT on leaving box 1 (the shared step reads five uniforms).
          const passage = airDefence(plan, u, next);
          next += 5;
          outcome = passage === ADE_ABORTED ? ABORTED : passage === ADE_SHOT_DOWN ? SHOT_DOWN : EN_ROUTE;
        }
        if (outcome === EN_ROUTE && inBox1 + arrivalDelay <= turns) {
          outcome = ARRIVED;
          arrival = inBox1 + arrivalDelay;
        }
      }
    }
    c[outcome]++;
    c[arrivalAt + arrival]++;
    c[grantedAt + (granted > 0 ? granted : requests + 1)]++;
    c[chitsAt + spent]++;
  }
}
