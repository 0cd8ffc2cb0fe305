import type { NormalizeResult } from '../../../../core/Issue.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { moraleMessages } from '../../morale/messages.js';
import { combatMoveDie } from '../closeAssault/combatMoveDie.js';
import type { FollowThroughCell } from './FollowThroughCell.js';
import { FOLLOW_THROUGH_THREATS, type FollowThroughScenarioCell } from './schema.js';

/** Turns one parsed follow-through cell into the test's die and score and the combat move die (names → dice). */
export function normalizeFollowThrough(scenario: FollowThroughScenarioCell): NormalizeResult<FollowThroughCell> {
  const { unit, defender, distance } = scenario;
  const threat = scenario.rules[FOLLOW_THROUGH_THREATS[defender]];
  return {
    ok: true,
    value: {
      sides: QUALITY_DICE[unit.quality],
      needed: unit.leadership + threat,
      moveDie: combatMoveDie(unit),
      distance,
      note: moraleMessages.threatLevel(unit.leadership, threat),
    },
  };
}
