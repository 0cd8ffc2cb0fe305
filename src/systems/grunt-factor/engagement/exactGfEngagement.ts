import { exactEngagementResult } from '../../engagement/exactEngagement.js';
import { ExactGfDice } from './ExactGfDice.js';
import type { GfEngagementCell } from './GfEngagementCell.js';
import { gfEngagementState } from './GfEngagementState.js';
import { gfEngagementLayout } from './gfEngagementKernel.js';
import { gruntFactorEngagement } from './gruntFactorEngagement.js';

/**
 * The exact Grunt Factor engagement: the engine's Markov chain over the kernel's own play, every step by its exact
 * twin. Throws ExactIntractableError when the chain is too large.
 * @example exactGfEngagement(cell).outcomes.side_a_wins // P(side A wins)
 */
export function exactGfEngagement(cell: GfEngagementCell) {
  return exactEngagementResult(
    gruntFactorEngagement,
    gfEngagementState(cell),
    (script) => new ExactGfDice(script),
    gfEngagementLayout(cell),
  );
}
