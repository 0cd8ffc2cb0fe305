import { defineResolution } from '../../defineResolution.js';
import { ENGAGEMENT_DETAIL, engagementLabels, engagementQuantities } from '../../engagement/engagementQuantities.js';
import { traceEngagements } from '../../engagement/traceEngagements.js';
import { exactGfEngagement } from './exactGfEngagement.js';
import { SampledGfDice } from './GfDice.js';
import type { GfEngagementCell } from './GfEngagementCell.js';
import { gfEngagementState } from './GfEngagementState.js';
import { gruntFactorEngagement, STATE_AFTER } from './gruntFactorEngagement.js';
import { normalizeGfEngagement } from './normalizeGfEngagement.js';
import { gfEngagementCellSchema } from './schema.js';

/**
 * The Grunt Factor `engagement`: two sides' squads fighting turn after turn (Turn sequence, Actions), every action
 * calling the single resolutions' procedures — ranged attack, close combat, morale check, panic recovery,
 * suppression area.
 */
export default defineResolution({
  description:
    'Squads fighting over several turns: initiative, ranged fire, morale checks, panic and recovery, suppression, close combat; who wins and when.',
  schema: gfEngagementCellSchema,
  normalize: normalizeGfEngagement,
  quantities: engagementQuantities(STATE_AFTER),
  labelsFor: (cell: GfEngagementCell) => engagementLabels(cell, STATE_AFTER),
  exact: exactGfEngagement,
  trace: (cell: GfEngagementCell, seed: number, count: number) =>
    traceEngagements(gruntFactorEngagement, gfEngagementState(cell), (draws) => new SampledGfDice(draws), seed, count),
  detail: ENGAGEMENT_DETAIL,
  casualtyDistributions: ['a_dead', 'b_dead'],
  valueUnit: 'figures',
  charts: ['engagement'],
  favours: {
    side: 'side A',
    up: ['side_a_wins', 'b_dead', 'b_wounded', 'b_captured', 'b_actions_lost'],
    down: ['side_b_wins', 'a_dead', 'a_wounded', 'a_captured', 'a_actions_lost'],
    headline: ['side_a_wins'],
    sideLabel: 'side_a_wins',
  },
  docs: 'grunt-factor.md#resolution-engagement--squads-turn-by-turn',
});
