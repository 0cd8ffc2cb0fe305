import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { type AirDefenceDice, airDefence } from '../../steps/airDefence.js';
import { airDefenceQuantities } from './airDefenceQuantities.js';

/** The uniforms one run of the ADE reads (see the airDefence step). */
const DRAWS = 5;

/**
 * The Monte Carlo kernel of EFFECTS OF THE AIR DEFENCE ENVIRONMENT: the shared airDefence step once per trial; its
 * results (through, aborted, shot down) are the outcomes' counters in the same order.
 */
function createAirDefenceKernel(cell: AirDefenceDice): Kernel {
  const air: AirDefenceDice = {
    ade: cell.ade | 0,
    ecm: cell.ecm | 0,
    armourSides: cell.armourSides | 0,
    armourMultiplier: cell.armourMultiplier | 0,
    pilotSides: cell.pilotSides | 0,
    pilotNeeded: cell.pilotNeeded | 0,
  };
  const buffer = uniformBuffer(DRAWS);
  return {
    run: (state, trials, c) => {
      const u = buffer.values;
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        next = refill(buffer, state, next);
        c[airDefence(air, u, next)]++;
        next += DRAWS;
      }
    },
  };
}

/** The kernel module of `resolve: air-defence`. */
export default defineKernel({ layout: () => airDefenceQuantities.layout({}), create: createAirDefenceKernel });
