import type { Issue } from '../../../../core/Issue.js';
import { CONFIDENCE_LEVELS } from '../../data/confidenceLevels.js';
import { CLOSE_ASSAULT_THREATS } from '../../data/reactionThreatLevels.js';
import { assaultMessages } from '../messages.js';

/**
 * INITIATING CLOSE ASSAULT: the threat level of an attacking unit's reaction test to charge, by its confidence
 * level `start` (0 CO … 4 RO; undefined when it was not recognised). A unit that may not assault at all (BROKEN or
 * worse) pushes an issue at `path`.confidence and gives null.
 * @example chargeThreat(2, ['attacker'], issues) // 3 (SHAKEN)
 */
export function chargeThreat(start: number | undefined, path: Issue['path'], issues: Issue[]): number | null {
  const threat = start === undefined ? null : CLOSE_ASSAULT_THREATS[start];
  if (start !== undefined && threat === null) {
    issues.push({
      path: [...path, 'confidence'],
      message: assaultMessages.attackerMayNotAssault(CONFIDENCE_LEVELS[start]),
    });
  }
  return threat;
}
