import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { LARGE_BUFFER_SIZE, UniformDraws } from '../../../dice/uniformDraws.js';
import { countEngagement } from '../../engagement/countEngagement.js';
import { engagementLayout } from '../../engagement/engagementQuantities.js';
import { playEngagement } from '../../engagement/playEngagement.js';
import type { GfEngagementCell } from './GfEngagementCell.js';
import { SampledGfDice } from './GfDice.js';
import { gfEngagementState } from './GfEngagementState.js';
import { GF_CASUALTIES, gruntFactorEngagement, MOST_ACTIONS, STATE_AFTER } from './gruntFactorEngagement.js';

/** The counter layout of a Grunt Factor engagement cell. */
export const gfEngagementLayout = (cell: GfEngagementCell) => engagementLayout(cell, STATE_AFTER, MOST_ACTIONS, GF_CASUALTIES);

/** The Monte Carlo kernel of a Grunt Factor engagement: playEngagement, trial after trial, each counted. */
export function createGfEngagementKernel(cell: GfEngagementCell): Kernel {
  const s = gfEngagementState(cell);
  const draws = new UniformDraws(LARGE_BUFFER_SIZE);
  const dice = new SampledGfDice(draws);
  const offsets = Int32Array.from(layoutOffsets(gfEngagementLayout(cell)));
  return {
    run(generator, trials, counters) {
      draws.start(generator);
      for (let t = 0; t < trials; t++) {
        playEngagement(gruntFactorEngagement, s, dice);
        countEngagement(gruntFactorEngagement, s, offsets, counters, 1);
      }
    },
  };
}

/** The kernel module of grunt-factor `resolve: engagement`. */
export default defineKernel({ layout: gfEngagementLayout, create: createGfEngagementKernel });
