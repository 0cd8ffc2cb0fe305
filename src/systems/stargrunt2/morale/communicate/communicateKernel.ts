import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { ewSpoof } from '../../steps/ewSpoof.js';
import { reactionTest } from '../../steps/reactionTest.js';
import type { CommunicateCell } from './CommunicateCell.js';
import { communicateLayout } from './communicateLayout.js';

interface Plan {
  sides: number;
  /** -1 when the communication is automatic (direct contact). */
  needed: number;
  /** The enemy's jamming EW die (0: nobody jams) and the sender side's EW die that tries to foil it (0: none). */
  jamSides: number;
  counterSides: number;
  buffer: UniformBuffer;
}

/** The Monte Carlo kernel of a COMMUNICATIONS roll (also TRANSFERRING ACTIONS), with ELECTRONIC WARFARE i) jamming. */
function createCommunicateKernel(cell: CommunicateCell): Kernel {
  const plan: Plan = {
    sides: cell.sides | 0,
    needed: cell.automatic ? -1 : cell.needed | 0,
    jamSides: cell.jam ? cell.jam.die | 0 : 0,
    counterSides: cell.jam ? cell.jam.counterDie | 0 : 0,
    // Cells without jamming keep their one draw per trial (and so their seeded results).
    buffer: uniformBuffer(cell.jam ? 3 : 1),
  };
  return { run: (state, trials, c) => runCommunications(plan, state, trials, c) };
}

/** The kernel module of `resolve: communicate` and `resolve: transfer-action` (the same roll). */
export default defineKernel({ layout: communicateLayout, create: createCommunicateKernel });

function runCommunications(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { sides, needed, jamSides, counterSides, buffer } = plan;
  if (needed < 0) {
    // Direct contact: no roll, and nothing to jam ("any communication other than between units in direct contact").
    c[0] += trials;
    if (jamSides > 0) c[2] += trials;
    return;
  }
  const u = buffer.values;
  let next = u.length;
  let passes = 0;
  let jams = 0;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    let pass = reactionTest(sides, needed, u, next);
    if (jamSides > 0) {
      // "If the jamming roll exceeds the communications roll (irrespective of whether the comms roll is successful
      // in its own right) then the communication attempt has been jammed", unless the sender's side foils it (iv).
      const face = ((u[next] * sides) | 0) + 1;
      const jammed = ewSpoof(jamSides, counterSides, face, u, next + 1);
      jams += jammed;
      pass &= 1 - jammed;
      next += counterSides > 0 ? 2 : 1;
    }
    next++;
    passes += pass;
  }
  c[0] += passes;
  c[1] += trials - passes;
  if (jamSides > 0) {
    c[2] += trials - jams;
    c[3] += jams;
  }
}
