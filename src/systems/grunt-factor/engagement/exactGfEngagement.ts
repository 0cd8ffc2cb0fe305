import { counterLength, layoutOffsets } from '../../../core/CounterLayout.js';
import { unpackExact } from '../../../core/ExactResult.js';
import { exactEngagement } from '../../engagement/exactEngagement.js';
import { Script } from '../../engagement/Script.js';
import { ExactGfDice } from './ExactGfDice.js';
import type { GfEngagementCell } from './GfEngagementCell.js';
import { gfEngagementLayout } from './gfEngagementKernel.js';
import { gfEngagementState } from './GfEngagementState.js';
import { gruntFactorEngagement } from './gruntFactorEngagement.js';

/**
 * The exact Grunt Factor engagement: the engine's Markov chain over the kernel's own play, every step by its exact
 * twin. Throws ExactIntractableError when the chain is too large.
 * @example exactGfEngagement(cell).outcomes.side_a_wins // P(side A wins)
 */
export function exactGfEngagement(cell: GfEngagementCell) {
  const layout = gfEngagementLayout(cell);
  const counters = new Float64Array(counterLength(layout));
  const script = new Script();
  exactEngagement(gruntFactorEngagement, gfEngagementState(cell), new ExactGfDice(script), script, Int32Array.from(layoutOffsets(layout)), counters);
  return unpackExact(layout, counters);
}
