import { defineResolution } from '../../defineResolution.js';
import { ENGAGEMENT_DETAIL, engagementLabels, engagementQuantities } from './engagementQuantities.js';
import { normalizeEngagement } from './normalizeEngagement.js';
import { engagementCellSchema } from './schema.js';
import { traceEngagements } from './traceEngagements.js';

/**
 * Stargrunt II `engagement`: two sides fighting a whole battle, turn after turn (SEQUENCE OF PLAY - THE GAME TURN,
 * ACTIONS AND ACTIVATIONS), every action calling the procedures of the single resolutions.
 */
export default defineResolution({
  description: 'A whole firefight over several turns: alternating activations, fire, suppression, morale, close assault; who wins and when.',
  schema: engagementCellSchema,
  normalize: normalizeEngagement,
  quantities: engagementQuantities,
  labelsFor: engagementLabels,
  trace: traceEngagements,
  detail: ENGAGEMENT_DETAIL,
  casualtyDistributions: ['a_dead', 'a_wounded', 'b_dead', 'b_wounded'],
  valueUnit: 'figures',
  charts: ['engagement'],
  docs: 'stargrunt2.md#resolution-engagement--whole-battles-turn-by-turn',
});
