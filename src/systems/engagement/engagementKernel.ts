import { type CounterLayout, layoutOffsets } from '../../core/CounterLayout.js';
import type { Kernel } from '../../core/Kernel.js';
import { LARGE_BUFFER_SIZE, UniformDraws } from '../../dice/uniformDraws.js';
import { countEngagement } from './countEngagement.js';
import type { EngagementBase } from './EngagementBase.js';
import type { EngagementSystem } from './EngagementSystem.js';
import { playEngagement } from './playEngagement.js';

/**
 * The Monte Carlo kernel of an engagement in any system: playEngagement, trial after trial, each counted into
 * `layout`'s counters; the system's dice are `dice(draws)`, sampled from one buffer of uniforms.
 * @example engagementKernel(stargruntEngagement, engagementState(cell), (draws) => new SampledDice(draws), layout)
 */
export function engagementKernel<S extends EngagementBase, D>(
  system: EngagementSystem<S, D>,
  s: S,
  dice: (draws: UniformDraws) => D,
  layout: CounterLayout,
): Kernel {
  const draws = new UniformDraws(LARGE_BUFFER_SIZE);
  const rolls = dice(draws);
  const offsets = Int32Array.from(layoutOffsets(layout));
  return {
    run(generator, trials, counters) {
      draws.start(generator);
      for (let t = 0; t < trials; t++) {
        playEngagement(system, s, rolls);
        countEngagement(system, s, offsets, counters, 1);
      }
    },
  };
}
