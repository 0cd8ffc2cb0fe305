import { rawRollDist } from '../dice/rawRollDist.js';
import type { PinnedRemovalCell } from './PinnedRemovalCell.js';
import type { PinnedRemovalDistribution, PinnedRemovalOutcome } from './pinnedRemovalQuantities.js';
import { removalPasses } from './removalPasses.js';

/** Exact removal of Pinned! counters: each outcome's probability and both histograms. */
interface PinnedRemovalExact {
  outcomes: Record<PinnedRemovalOutcome, number>;
  distributions: Record<PinnedRemovalDistribution, Float64Array>;
}

/**
 * Exact evaluator of removing Pinned! counters: a chain over the counters left, action by action, with each
 * count's chance to pass from the raw-roll distribution (the modifier per counter makes it change as counters go).
 * @example exactPinnedRemoval({ counters: 1, dice: 2, modifier: 0, maxActions: 1, fumbles: true, sixBonus: 1, drawSucceeds: false, threshold: 4, perCounter: -1 }).outcomes.cleared // 11/36
 */
export function exactPinnedRemoval(cell: PinnedRemovalCell): PinnedRemovalExact {
  const raw = [...rawRollDist(cell.dice, cell.fumbles, cell.sixBonus).entries()];
  const pass = Array.from({ length: cell.counters + 1 }, (_, k) =>
    raw.reduce((sum, [r, p]) => sum + (removalPasses(cell, r, k) ? p : 0), 0),
  );
  const left = new Float64Array(cell.counters + 1);
  const actions = new Float64Array(cell.maxActions + 1);
  // Chance of each number of counters still on the squad after a actions (none of them cleared before).
  let pinned = new Float64Array(cell.counters + 1);
  pinned[cell.counters] = 1;
  for (let a = 1; a <= cell.maxActions; a++) {
    const after = new Float64Array(cell.counters + 1);
    for (let k = 1; k <= cell.counters; k++) {
      after[k - 1] += pinned[k] * pass[k];
      after[k] += pinned[k] * (1 - pass[k]);
    }
    actions[a] += after[0]; // cleared with this action
    after[0] = 0;
    pinned = after;
  }
  left[0] = actions.reduce((s, p) => s + p, 0);
  for (let k = 1; k <= cell.counters; k++) left[k] = pinned[k];
  actions[cell.maxActions] += 1 - left[0];
  return {
    outcomes: { cleared: left[0], still_pinned: 1 - left[0] },
    distributions: { counters_left: left, actions_spent: actions },
  };
}
