import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { type ImpactVsArmourPlan, impactVsArmour, impactVsArmourPlan } from '../../steps/impactVsArmour.js';
import { type OccupantDice, occupantDice, rollOccupants } from '../occupantDice.js';
import type { MinefieldVehicleCell } from './MinefieldVehicleCell.js';
import {
  type MinefieldVehicleDistribution,
  type MinefieldVehicleOutcome,
  minefieldVehicleQuantities,
} from './minefieldVehicleQuantities.js';

/** Uniforms before the occupants: the driver's die, the mixed field's D6, the mine's D10 and the suspension die. */
const VEHICLE_DRAWS = 4;

interface Plan {
  driverSides: number;
  clearsOnOne: boolean;
  attackFrom: number;
  /** The mine against the suspension: effect 1 (higher) IMMOBILISED, 2 (more than twice) DISABLED. */
  roll: ImpactVsArmourPlan;
  occupants: OccupantDice;
  out: Int32Array;
  buffer: UniformBuffer;
}

/**
 * Counter layout: not_attacked, no_effect, immobilised, disabled, then field_cleared (0, 1), dead and wounded
 * (0 … occupants).
 * @example minefieldVehicleLayout({ occupants: [6, 6], … }).distributions[1] // { name: 'dead', size: 3 }
 */
function minefieldVehicleLayout(
  cell: MinefieldVehicleCell,
): CounterLayout<MinefieldVehicleOutcome, MinefieldVehicleDistribution> {
  const size = cell.occupants.length + 1;
  return minefieldVehicleQuantities.layout({ field_cleared: 2, dead: size, wounded: size });
}

/**
 * The Monte Carlo kernel of CONVENTIONAL MINEFIELDS for a vehicle and MINE CLEARING: whether a mine attacks, the
 * D10 against the suspension die (the impactVsArmour step: "higher" and "MORE THAN TWICE" are its wound and kill),
 * and the occupants of a disabled vehicle (the vehicleOccupants step).
 */
function createMinefieldVehicleKernel(cell: MinefieldVehicleCell): Kernel {
  const plan: Plan = {
    driverSides: cell.driverSides | 0,
    clearsOnOne: cell.clearsOnOne,
    attackFrom: cell.attackFrom | 0,
    roll: impactVsArmourPlan(
      { sides: cell.impactSides, multiplier: 1 },
      { sides: cell.suspensionSides, multiplier: 1 },
      cell.disableMultiple,
    ),
    occupants: occupantDice(cell.occupants, cell.occupantThreshold),
    out: new Int32Array(2),
    buffer: uniformBuffer(VEHICLE_DRAWS + 2 * cell.occupants.length),
  };
  return { run: (state, trials, c) => runMinefieldVehicle(plan, state, trials, c) };
}

/** The kernel module of `resolve: minefield-vehicle`. */
export default defineKernel({ layout: minefieldVehicleLayout, create: createMinefieldVehicleKernel });

function runMinefieldVehicle(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { driverSides, clearsOnOne, attackFrom, roll, occupants, out, buffer } = plan;
  const n = occupants.sides.length;
  const clearedAt = 4;
  const deadAt = clearedAt + 2;
  const woundedAt = deadAt + n + 1;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    // MINE CLEARING: "if he rolls a ONE then the vehicle is attacked by a mine, otherwise it clears the field".
    let atRisk = true;
    let cleared = 0;
    if (driverSides > 0) {
      atRisk = ((u[next] * driverSides) | 0) === 0;
      cleared = atRisk && !clearsOnOne ? 0 : 1;
    }
    let outcome = 0;
    let dead = 0;
    let wounded = 0;
    if (atRisk && ((u[next + 1] * 6) | 0) + 1 >= attackFrom) {
      const effect = impactVsArmour(roll, u, next + 2);
      outcome = 1 + effect;
      if (effect === 2) {
        rollOccupants(occupants, u, next + VEHICLE_DRAWS, out);
        dead = out[0];
        wounded = out[1];
      }
    }
    // Occupants draw at most two uniforms each: skip the most, so that every trial draws alike.
    next += VEHICLE_DRAWS + 2 * n;
    c[outcome]++;
    c[clearedAt + cleared]++;
    c[deadAt + dead]++;
    c[woundedAt + wounded]++;
  }
}
