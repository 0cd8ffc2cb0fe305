import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { type ImpactVsArmourPlan, impactVsArmour, impactVsArmourPlan } from '../../steps/impactVsArmour.js';
import { opposedRoll } from '../../steps/opposedRoll.js';
import type { BoobyTrapCell } from './BoobyTrapCell.js';
import { type BoobyTrapDistribution, type BoobyTrapOutcome, boobyTrapQuantities } from './boobyTrapQuantities.js';

interface Plan {
  qualitySides: number;
  trigger: Int32Array;
  inContact: number;
  victim: ImpactVsArmourPlan;
  contact: ImpactVsArmourPlan;
  buffer: UniformBuffer;
}

/**
 * Counter layout: discovered, detonated_unhurt, some_casualty, then dead, wounded, casualties (0 … 1 + in contact).
 * @example boobyTrapLayout({ inContact: 2, … }).distributions[0] // { name: 'dead', size: 4 }
 */
function boobyTrapLayout(cell: BoobyTrapCell): CounterLayout<BoobyTrapOutcome, BoobyTrapDistribution> {
  const size = cell.inContact + 2;
  return boobyTrapQuantities.layout({ dead: size, wounded: size, casualties: size });
}

/**
 * The Monte Carlo kernel of BOOBY TRAPS: the trap's D8 against the unit's quality die (the opposedRoll step: it
 * detonates when it beats it), then the impactVsArmour step for the nearest figure and each figure in contact.
 */
function createBoobyTrapKernel(cell: BoobyTrapCell): Kernel {
  const plan: Plan = {
    qualitySides: cell.qualitySides | 0,
    trigger: Int32Array.of(cell.triggerSides),
    inContact: cell.inContact | 0,
    victim: impactVsArmourPlan({ sides: cell.impactSides, multiplier: 1 }, cell.armour, cell.killMultiple),
    contact: impactVsArmourPlan({ sides: cell.contactImpactSides, multiplier: 1 }, cell.armour, cell.killMultiple),
    buffer: uniformBuffer(2 + 2 * (1 + cell.inContact)),
  };
  return { run: (state, trials, c) => runBoobyTraps(plan, state, trials, c) };
}

/** The kernel module of `resolve: booby-trap`. */
export default defineKernel({ layout: boobyTrapLayout, create: createBoobyTrapKernel });

function runBoobyTraps(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { qualitySides, trigger, inContact, victim, contact, buffer } = plan;
  const size = inContact + 2;
  const deadAt = 3;
  const woundedAt = deadAt + size;
  const casualtiesAt = woundedAt + size;
  const draws = 2 + 2 * (1 + inContact);
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    let outcome = 0;
    let dead = 0;
    let wounded = 0;
    // "if the trap's roll beats the unit's roll, the booby-trap detonates; if it does not, it is discovered".
    if (opposedRoll(trigger, qualitySides, u, next) >>> 16 === 1) {
      let effect = impactVsArmour(victim, u, next + 2);
      if (effect === 2) dead++;
      else if (effect === 1) wounded++;
      for (let f = 0; f < inContact; f++) {
        effect = impactVsArmour(contact, u, next + 4 + 2 * f);
        if (effect === 2) dead++;
        else if (effect === 1) wounded++;
      }
      outcome = dead + wounded > 0 ? 2 : 1;
    }
    next += draws;
    c[outcome]++;
    c[deadAt + dead]++;
    c[woundedAt + wounded]++;
    c[casualtiesAt + dead + wounded]++;
  }
}
