import { defineKernel } from '../../../core/Kernel.js';
import { engagementKernel } from '../../engagement/engagementKernel.js';
import { engagementLayout } from '../../engagement/engagementQuantities.js';
import { SampledGfDice } from './GfDice.js';
import type { GfEngagementCell } from './GfEngagementCell.js';
import { gfEngagementState } from './GfEngagementState.js';
import { GF_CASUALTIES, gruntFactorEngagement, MOST_ACTIONS, STATE_AFTER } from './gruntFactorEngagement.js';

/** The counter layout of a Grunt Factor engagement cell. */
export const gfEngagementLayout = (cell: GfEngagementCell) =>
  engagementLayout(cell, STATE_AFTER, MOST_ACTIONS, GF_CASUALTIES);

/** The kernel module of grunt-factor `resolve: engagement`: the engine's kernel over The Grunt Factor, its dice sampled. */
export default defineKernel({
  layout: gfEngagementLayout,
  create: (cell: GfEngagementCell) =>
    engagementKernel(
      gruntFactorEngagement,
      gfEngagementState(cell),
      (draws) => new SampledGfDice(draws),
      gfEngagementLayout(cell),
    ),
});
