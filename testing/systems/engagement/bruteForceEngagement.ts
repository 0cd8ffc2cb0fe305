import { type CounterLayout, counterLength, layoutOffsets } from '../../../src/core/CounterLayout.js';
import { BranchHere, type Script } from '../../../src/dice/exact/Script.js';
import { countEngagement } from '../../../src/systems/engagement/countEngagement.js';
import type { EngagementBase } from '../../../src/systems/engagement/EngagementBase.js';
import type { EngagementSystem } from '../../../src/systems/engagement/EngagementSystem.js';
import { playEngagement } from '../../../src/systems/engagement/playEngagement.js';

/**
 * An engagement by brute force, for checking the exact chain: every whole game, from the first turn to the end, is
 * played once for every combination of its random steps' outcomes (no states merged, no snapshots, nothing resumed),
 * and counted with its probability. Exponential: tiny engagements only.
 */
export function bruteForceEngagement<S extends EngagementBase, D>(
  system: EngagementSystem<S, D>,
  s: S,
  dice: D,
  script: Script,
  layout: CounterLayout,
): Float64Array {
  const counters = new Float64Array(counterLength(layout));
  const offsets = Int32Array.from(layoutOffsets(layout));
  const pending: number[][] = [[]];
  while (pending.length > 0) {
    const choices = pending.pop()!;
    script.replay(choices);
    try {
      playEngagement(system, s, dice);
    } catch (branch) {
      if (!(branch instanceof BranchHere)) throw branch;
      for (let k = 0; k < branch.outcomes; k++) pending.push([...choices, k]);
      continue;
    }
    if (script.p > 0) countEngagement(system, s, offsets, counters, script.p);
  }
  return counters;
}
