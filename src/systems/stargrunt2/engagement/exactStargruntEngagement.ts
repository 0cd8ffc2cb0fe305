import { exactEngagementResult } from '../../engagement/exactEngagement.js';
import type { EngagementCell } from './EngagementCell.js';
import { engagementState } from './EngagementState.js';
import { ExactDice } from './ExactDice.js';
import { stargruntEngagementLayout } from './engagementKernel.js';
import { stargruntEngagement } from './stargruntEngagement.js';

/**
 * The exact engagement of a cell: the engine's Markov chain (exactEngagement) over the kernel's own play, with every
 * step's exact twin; each outcome and distribution as the kernel counts them, with probabilities for counts.
 * Throws ExactIntractableError when the chain is too large or a close assault can happen.
 * @example exactStargruntEngagement(cell).outcomes.side_a_wins // P(side A wins)
 */
export function exactStargruntEngagement(cell: EngagementCell) {
  return exactEngagementResult(
    stargruntEngagement,
    engagementState(cell),
    (script) => new ExactDice(script),
    stargruntEngagementLayout(cell),
  );
}
