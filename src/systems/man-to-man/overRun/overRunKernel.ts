import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { LARGE_BUFFER_SIZE } from '../../../dice/uniformDraws.js';
import { ROLL } from '../rollTable.js';
import { rollUnder, THREE_D6_DRAWS } from '../rollUnder.js';
import type { OverRunCell } from './OverRunCell.js';
import { overRunLayout } from './overRunLayout.js';
import { overRunTable } from './overRunTable.js';

/** The Monte Carlo kernel of an over-run (8.2): each character's DEX roll; a failed one is killed. */
export function createOverRunKernel(cell: OverRunCell): Kernel {
  const tables = cell.highestAvoid.map((h) => overRunTable(h, cell.criticals));
  const characters = tables.length;
  const [killedAt] = layoutOffsets(overRunLayout(cell));
  const buffer = uniformBuffer(characters * THREE_D6_DRAWS, LARGE_BUFFER_SIZE);
  const u = buffer.values;
  return {
    run(state, trials, c) {
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        next = refill(buffer, state, next);
        let killed = 0;
        for (let i = 0; i < characters; i++) {
          if (rollUnder(tables[i], u, next) > ROLL.hit) killed++;
          next += THREE_D6_DRAWS;
        }
        c[killed === 0 ? 0 : killed === characters ? 2 : 1]++;
        c[killedAt + killed]++;
      }
    },
  };
}

/** The kernel module of `resolve: over-run`. */
export default defineKernel({ layout: overRunLayout, create: createOverRunKernel });
