import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { LARGE_BUFFER_SIZE, UniformDraws } from '../../../dice/uniformDraws.js';
import { countEngagement } from '../../engagement/countEngagement.js';
import { engagementLayout } from '../../engagement/engagementQuantities.js';
import { playEngagement } from '../../engagement/playEngagement.js';
import type { EngagementCell } from './EngagementCell.js';
import { SampledDice } from './EngagementDice.js';
import { engagementState } from './EngagementState.js';
import { ACTIONS_PER_ACTIVATION, CONFIDENCE_AFTER, STARGRUNT_CASUALTIES, stargruntEngagement } from './stargruntEngagement.js';

/** The counter layout of a Stargrunt II engagement cell. */
export const stargruntEngagementLayout = (cell: EngagementCell) => engagementLayout(cell, CONFIDENCE_AFTER, ACTIONS_PER_ACTIVATION, STARGRUNT_CASUALTIES);

/** The Monte Carlo kernel of an engagement: playEngagement, trial after trial, each counted. */
export function createEngagementKernel(cell: EngagementCell): Kernel {
  const s = engagementState(cell);
  const draws = new UniformDraws(LARGE_BUFFER_SIZE);
  const dice = new SampledDice(draws);
  const offsets = Int32Array.from(layoutOffsets(stargruntEngagementLayout(cell)));
  return {
    run(generator, trials, counters) {
      draws.start(generator);
      for (let t = 0; t < trials; t++) {
        playEngagement(stargruntEngagement, s, dice);
        countEngagement(stargruntEngagement, s, offsets, counters, 1);
      }
    },
  };
}

/** The kernel module of `resolve: engagement`. */
export default defineKernel({ layout: stargruntEngagementLayout, create: createEngagementKernel });
