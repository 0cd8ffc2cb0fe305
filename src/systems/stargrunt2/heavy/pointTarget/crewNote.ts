import { heavyMessages as messages } from '../messages.js';
import { IMMOBILISED_THREAT_LEVEL } from './normalizePointTarget.js';
import type { CrewTest } from './PointTargetCell.js';

/**
 * The note about the crew's confidence test after immobilisation: without `target.crew`, that the test is
 * followed only when a crew is given (never a silently assumed crew); with one, the score to exceed, or that
 * the shot cannot immobilise. Undefined when there is nothing to say (no crew, no immobilisation possible).
 * @example crewNote(undefined, true) // "the crew's confidence test after immobilisation ... is followed only when target.crew is given ..."
 */
export function crewNote(
  crew: CrewTest | undefined,
  canImmobilise: boolean,
  threat = IMMOBILISED_THREAT_LEVEL,
): string | undefined {
  if (!crew) return canImmobilise ? messages.crewTestNeedsCrew : undefined;
  if (!canImmobilise) return messages.crewNeverTests;
  return messages.crewTest(crew.needed - threat, crew.needed);
}
