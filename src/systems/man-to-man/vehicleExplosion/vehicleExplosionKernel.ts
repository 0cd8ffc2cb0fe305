import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { LARGE_BUFFER_SIZE } from '../../../dice/uniformDraws.js';
import { d6Total } from '../d6Total.js';
import { DEAD, INCAPACITATED, stateAfterDamage, WOUNDED } from '../damageEffect.js';
import type { VehicleExplosionCell } from './VehicleExplosionCell.js';
import { vehicleExplosionLayout } from './vehicleExplosionLayout.js';

/** The Monte Carlo kernel of a vehicle's explosion: 4d6 damage (rules.explosion-dice; one roll, or one each) to every character within 3". */
export function createVehicleExplosionKernel(cell: VehicleExplosionCell): Kernel {
  const { victims, eachRolls } = cell;
  const dice = cell.dice | 0;
  const n = victims.length;
  const [deadAt, downAt, woundedAt] = layoutOffsets(vehicleExplosionLayout(cell));
  const buffer = uniformBuffer(dice * (eachRolls ? n : 1), LARGE_BUFFER_SIZE);
  const u = buffer.values;
  return {
    run(state, trials, c) {
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        next = refill(buffer, state, next);
        let damage = 0;
        if (!eachRolls) {
          damage = d6Total(u, next, dice);
          next += dice;
        }
        let dead = 0;
        let down = 0;
        let wounded = 0;
        for (let i = 0; i < n; i++) {
          if (eachRolls) {
            damage = d6Total(u, next, dice);
            next += dice;
          }
          const after = stateAfterDamage(victims[i].startState, damage, victims[i].limits);
          if (after === DEAD) dead++;
          else if (after === INCAPACITATED) down++;
          else if (after === WOUNDED) wounded++;
        }
        c[dead === 0 ? 0 : dead === n ? 2 : 1]++;
        c[deadAt + dead]++;
        c[downAt + down]++;
        c[woundedAt + wounded]++;
      }
    },
  };
}

/** The kernel module of `resolve: vehicle-explosion`. */
export default defineKernel({ layout: vehicleExplosionLayout, create: createVehicleExplosionKernel });
