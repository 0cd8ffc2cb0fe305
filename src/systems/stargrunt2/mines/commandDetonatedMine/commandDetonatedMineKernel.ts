import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { type ImpactVsArmourPlan, impactVsArmour, impactVsArmourPlan } from '../../steps/impactVsArmour.js';
import { type OccupantDice, occupantDice, rollOccupants } from '../occupantDice.js';
import { CDM_TARGET, type CommandDetonatedMineCell, mostHurt } from './CommandDetonatedMineCell.js';
import {
  type CommandDetonatedMineDistribution,
  type CommandDetonatedMineOutcome,
  commandDetonatedMineQuantities,
} from './commandDetonatedMineQuantities.js';

interface Plan {
  mines: number;
  target: number;
  figures: number;
  /** The D10 against a figure's armour, or against a soft-skin's D6. */
  roll: ImpactVsArmourPlan;
  occupants: OccupantDice;
  out: Int32Array;
  buffer: UniformBuffer;
}

/**
 * Counter layout: no_effect, some_casualty, disabled, then dead, wounded, casualties (0 … figures or occupants).
 * @example commandDetonatedMineLayout({ target: 0, figures: 8, … }).distributions[0] // { name: 'dead', size: 9 }
 */
function commandDetonatedMineLayout(
  cell: CommandDetonatedMineCell,
): CounterLayout<CommandDetonatedMineOutcome, CommandDetonatedMineDistribution> {
  const size = mostHurt(cell) + 1;
  return commandDetonatedMineQuantities.layout({ dead: size, wounded: size, casualties: size });
}

/**
 * The Monte Carlo kernel of COMMAND-DETONATED MINES: each CDM's D10 against each figure's armour die (the
 * impactVsArmour step; a kill, or two wounds, kill), or against a soft-skin's D6 (any success DISABLES it), then
 * its occupants (the vehicleOccupants step).
 */
function createCommandDetonatedMineKernel(cell: CommandDetonatedMineCell): Kernel {
  const plan: Plan = {
    mines: cell.mines | 0,
    target: cell.target | 0,
    figures: cell.figures | 0,
    roll: impactVsArmourPlan(
      { sides: cell.impactSides, multiplier: 1 },
      cell.armour ?? { sides: cell.vehicleArmourSides, multiplier: 1 },
      cell.killMultiple,
    ),
    occupants: occupantDice(cell.occupants, cell.occupantThreshold),
    out: new Int32Array(2),
    buffer: uniformBuffer(2 * cell.mines * Math.max(1, cell.figures) + 2 * cell.occupants.length),
  };
  return { run: (state, trials, c) => runCommandDetonatedMines(plan, state, trials, c) };
}

/** The kernel module of `resolve: command-detonated-mine`. */
export default defineKernel({ layout: commandDetonatedMineLayout, create: createCommandDetonatedMineKernel });

function runCommandDetonatedMines(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { mines, target, figures, roll, occupants, out, buffer } = plan;
  const most = target === CDM_TARGET.unit ? figures : occupants.sides.length;
  const deadAt = 3;
  const woundedAt = deadAt + most + 1;
  const casualtiesAt = woundedAt + most + 1;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    let outcome = 0;
    let dead = 0;
    let wounded = 0;
    if (target === CDM_TARGET.unit) {
      for (let f = 0; f < figures; f++) {
        let wounds = 0;
        for (let m = 0; m < mines; m++) {
          // A kill counts as two wounds: "a figure that takes more than one WOUND is considered DEAD".
          wounds += impactVsArmour(roll, u, next);
          next += 2;
        }
        if (wounds >= 2) dead++;
        else if (wounds === 1) wounded++;
      }
      if (dead + wounded > 0) outcome = 1;
    } else if (target === CDM_TARGET.softskin) {
      let disabled = false;
      for (let m = 0; m < mines; m++) {
        // "if the mine's roll exceeds the vehicle's D6 Armour Die then the vehicle is DISABLED".
        if (impactVsArmour(roll, u, next) > 0) disabled = true;
        next += 2;
      }
      if (disabled) {
        outcome = 2;
        next = rollOccupants(occupants, u, next, out);
        dead = out[0];
        wounded = out[1];
      }
    }
    c[outcome]++;
    c[deadAt + dead]++;
    c[woundedAt + wounded]++;
    c[casualtiesAt + dead + wounded]++;
  }
}
