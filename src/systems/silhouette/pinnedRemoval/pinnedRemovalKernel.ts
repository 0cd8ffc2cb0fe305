import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { maxRaw } from '../dice/rawRollDist.js';
import { rollRaw } from '../dice/rollRaw.js';
import type { PinnedRemovalCell } from './PinnedRemovalCell.js';
import { pinnedRemovalLayout } from './pinnedRemovalLayout.js';
import { removalPasses } from './removalPasses.js';

/** The Monte Carlo kernel of removing Pinned! counters: one test an action, one counter off each pass. */
export function createPinnedRemovalKernel(cell: PinnedRemovalCell): Kernel {
  const { dice, maxActions, fumbles } = cell;
  const sixBonus = cell.sixBonus | 0;
  const [leftAt, actionsAt] = layoutOffsets(pinnedRemovalLayout(cell));
  // The pass of each raw roll with k counters left, looked up rather than worked out in the loop.
  const passes = Array.from({ length: cell.counters + 1 }, (_, k) =>
    Uint8Array.from({ length: maxRaw(dice, sixBonus) + 1 }, (_, raw) => (removalPasses(cell, raw, k) ? 1 : 0)),
  );
  const buffer = uniformBuffer(maxActions * dice);
  const u = buffer.values;
  return {
    run(state, trials, c) {
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        next = refill(buffer, state, next);
        let counters = cell.counters;
        let actions = 0;
        while (counters > 0 && actions < maxActions) {
          counters -= passes[counters][rollRaw(u, next, dice, fumbles, sixBonus)];
          next += dice;
          actions++;
        }
        c[counters === 0 ? 0 : 1]++;
        c[leftAt + counters]++;
        c[actionsAt + actions]++;
      }
    },
  };
}

/** The kernel module of `resolve: pinned-removal`. */
export default defineKernel({ layout: pinnedRemovalLayout, create: createPinnedRemovalKernel });
