import { defineKernel } from '../../../core/Kernel.js';
import { engagementKernel } from '../../engagement/engagementKernel.js';
import { engagementLayout } from '../../engagement/engagementQuantities.js';
import type { EngagementCell } from './EngagementCell.js';
import { SampledDice } from './EngagementDice.js';
import { engagementState } from './EngagementState.js';
import {
  ACTIONS_PER_ACTIVATION,
  CONFIDENCE_AFTER,
  STARGRUNT_CASUALTIES,
  stargruntEngagement,
} from './stargruntEngagement.js';

/** The counter layout of a Stargrunt II engagement cell. */
export const stargruntEngagementLayout = (cell: EngagementCell) =>
  engagementLayout(cell, CONFIDENCE_AFTER, ACTIONS_PER_ACTIVATION, STARGRUNT_CASUALTIES);

/** The kernel module of `resolve: engagement`: the engine's kernel over Stargrunt II, its dice sampled. */
export default defineKernel({
  layout: stargruntEngagementLayout,
  create: (cell: EngagementCell) =>
    engagementKernel(
      stargruntEngagement,
      engagementState(cell),
      (draws) => new SampledDice(draws),
      stargruntEngagementLayout(cell),
    ),
});
