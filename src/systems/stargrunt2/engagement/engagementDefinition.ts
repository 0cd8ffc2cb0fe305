import { defineResolution } from '../../defineResolution.js';
import { ENGAGEMENT_DETAIL, engagementLabels, engagementQuantities } from '../../engagement/engagementQuantities.js';
import { traceEngagements } from '../../engagement/traceEngagements.js';
import type { EngagementCell } from './EngagementCell.js';
import { SampledDice } from './EngagementDice.js';
import { engagementState } from './EngagementState.js';
import { exactStargruntEngagement } from './exactStargruntEngagement.js';
import { normalizeEngagement } from './normalizeEngagement.js';
import { engagementCellSchema } from './schema.js';
import { CONFIDENCE_AFTER, stargruntEngagement } from './stargruntEngagement.js';

/**
 * Stargrunt II `engagement`: two sides fighting a whole battle, turn after turn (SEQUENCE OF PLAY - THE GAME TURN,
 * ACTIONS AND ACTIVATIONS), every action calling the procedures of the single resolutions.
 */
export default defineResolution({
  description:
    'A whole firefight over several turns: alternating activations, fire, suppression, morale, close assault; who wins and when.',
  schema: engagementCellSchema,
  normalize: normalizeEngagement,
  quantities: engagementQuantities(CONFIDENCE_AFTER),
  labelsFor: (cell: EngagementCell) => engagementLabels(cell, CONFIDENCE_AFTER),
  exact: exactStargruntEngagement,
  trace: (cell: EngagementCell, seed: number, count: number) =>
    traceEngagements(stargruntEngagement, engagementState(cell), (draws) => new SampledDice(draws), seed, count),
  detail: ENGAGEMENT_DETAIL,
  casualtyDistributions: ['a_dead', 'a_wounded', 'b_dead', 'b_wounded'],
  valueUnit: 'figures',
  charts: ['engagement'],
  favours: {
    side: 'side A',
    up: ['side_a_wins', 'b_dead', 'b_wounded', 'b_captured', 'b_actions_lost'],
    down: ['side_b_wins', 'a_dead', 'a_wounded', 'a_captured', 'a_actions_lost'],
    headline: ['side_a_wins'],
    sideLabel: 'side_a_wins',
  },
  docs: 'stargrunt2.md#resolution-engagement--whole-battles-turn-by-turn',
});
