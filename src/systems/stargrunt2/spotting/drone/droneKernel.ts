import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { opposedRoll } from '../../steps/opposedRoll.js';
import { spotAttempt } from '../spotAttempt.js';
import type { DroneCell } from './DroneCell.js';
import { type DroneDistribution, type DroneOutcome, droneQuantities } from './droneQuantities.js';

interface Plan {
  dice: Int32Array;
  against: number;
  results: Int32Array;
  automatic: number;
  stopAt: number;
  turns: number;
  spotsPerTurn: number;
  /** Each shot's quality die as a one-die hand for the opposedRoll step. */
  shots: Int32Array[];
  droneDie: number;
  enemyFirst: boolean;
  buffer: UniformBuffer;
}

/**
 * Counter layout: the four counter results, spot_actions (0 … turns × spots_per_turn), drone_shot_down (0, 1).
 * @example droneLayout(cell).distributions[0] // { name: 'spot_actions', size: 7 } for 3 turns of 2
 */
function droneLayout(cell: DroneCell): CounterLayout<DroneOutcome, DroneDistribution> {
  return droneQuantities.layout({ spot_actions: cell.turns * cell.spotsPerTurn + 1, drone_shot_down: 2 });
}

/** The Monte Carlo kernel of DRONES: each turn the drone spots (while the counter is inverted) and the enemy shoots. */
function createDroneKernel(cell: DroneCell): Kernel {
  const { spot } = cell;
  const perTurn = cell.spotsPerTurn * (1 + spot.dice.length) + 2 * cell.shotDice.length;
  const plan: Plan = {
    dice: Int32Array.from(spot.dice),
    against: spot.against | 0,
    results: Int32Array.from(spot.results),
    automatic: spot.automatic | 0,
    stopAt: spot.stopAt | 0,
    turns: cell.turns | 0,
    spotsPerTurn: cell.spotsPerTurn | 0,
    shots: cell.shotDice.map((q) => Int32Array.of(q)),
    droneDie: cell.droneDie | 0,
    enemyFirst: cell.enemyFirst,
    buffer: uniformBuffer(cell.turns * perTurn),
  };
  return { run: (state, trials, c) => runDrone(plan, state, trials, c) };
}

/** The kernel module of `resolve: drone`. */
export default defineKernel({ layout: droneLayout, create: createDroneKernel });

function runDrone(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { dice, against, results, automatic, stopAt, turns, spotsPerTurn, shots, droneDie, enemyFirst, buffer } = plan;
  const u = buffer.values;
  const draws = 1 + dice.length;
  const spotsAt = 4;
  const lostAt = spotsAt + turns * spotsPerTurn + 1;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    let best = automatic;
    let used = 0;
    let lost = 0;
    for (let turn = 0; turn < turns && lost === 0; turn++) {
      for (let phase = 0; phase < 2 && lost === 0; phase++) {
        if ((phase === 0) === enemyFirst) {
          // "if it beats the drone's system die roll the drone is shot down": the drone's die against each shot.
          for (let s = 0; s < shots.length && lost === 0; s++) {
            lost = opposedRoll(shots[s], droneDie, u, next) >>> 16;
            next += 2;
          }
        } else if (against > 0) {
          for (let s = 0; s < spotsPerTurn && best < stopAt; s++) {
            const r = spotAttempt(dice, against, results, u, next);
            next += draws;
            used++;
            if (r > best) best = r;
          }
        }
      }
    }
    c[best]++;
    c[spotsAt + used]++;
    c[lostAt + lost]++;
  }
}
