import { packExact } from '../../../../src/core/ExactResult.js';
import { Script } from '../../../../src/dice/exact/Script.js';
import type { EngagementCell } from '../../../../src/systems/stargrunt2/engagement/EngagementCell.js';
import { engagementState } from '../../../../src/systems/stargrunt2/engagement/EngagementState.js';
import { ExactDice } from '../../../../src/systems/stargrunt2/engagement/ExactDice.js';
import { stargruntEngagementLayout } from '../../../../src/systems/stargrunt2/engagement/engagementKernel.js';
import { exactStargruntEngagement } from '../../../../src/systems/stargrunt2/engagement/exactStargruntEngagement.js';
import { stargruntEngagement } from '../../../../src/systems/stargrunt2/engagement/stargruntEngagement.js';
import { bruteForceEngagement } from '../../engagement/bruteForceEngagement.js';

/** The exact chain's result of a Stargrunt II engagement cell, in the kernel's counter layout. */
export function exactCounters(cell: EngagementCell): Float64Array {
  return packExact(stargruntEngagementLayout(cell), exactStargruntEngagement(cell));
}

/** The same cell's every game enumerated through the engine, its dice walked outcome by outcome (bruteForceEngagement). */
export function bruteForceCounters(cell: EngagementCell): Float64Array {
  const script = new Script();
  return bruteForceEngagement(
    stargruntEngagement,
    engagementState(cell),
    new ExactDice(script),
    script,
    stargruntEngagementLayout(cell),
  );
}
