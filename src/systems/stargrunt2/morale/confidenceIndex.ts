import { closestNames } from '../../../core/closestNames.js';
import type { Issue } from '../../ResolutionDefinition.js';
import { CONFIDENCE_ABBREVIATIONS, CONFIDENCE_LEVELS, FATIGUE_CEILINGS, type Fatigue } from '../data/confidenceLevels.js';
import { moraleMessages } from './messages.js';

/**
 * The number (0 CO … 4 RO) of a confidence level written as a name or an abbreviation, any case; on a miss,
 * pushes an issue with the closest names and returns undefined.
 * @example confidenceIndex('BR', ['unit', 'confidence'], []) // 3
 */
export function confidenceIndex(name: string, path: Issue['path'], issues: Issue[]): number | undefined {
  const wanted = name.trim().toLowerCase();
  const byName = CONFIDENCE_LEVELS.indexOf(wanted as (typeof CONFIDENCE_LEVELS)[number]);
  if (byName >= 0) return byName;
  const byAbbreviation = CONFIDENCE_ABBREVIATIONS.findIndex((a) => a.toLowerCase() === wanted);
  if (byAbbreviation >= 0) return byAbbreviation;
  issues.push({
    path,
    message: moraleMessages.unknownConfidence(name),
    expected: moraleMessages.confidenceExpected,
    found: name,
    suggestions: closestNames(name, [...CONFIDENCE_LEVELS, ...CONFIDENCE_ABBREVIATIONS]),
  });
  return undefined;
}

/**
 * Checks a unit's confidence against its fatigue ceiling (FATIGUE LEVEL); returns the ceiling (0 when no fatigue is given).
 * @example fatigueCeiling('tired', 1, ['unit'], []) // 1
 */
export function fatigueCeiling(fatigue: Fatigue | undefined, level: number | undefined, path: Issue['path'], issues: Issue[]): number {
  if (fatigue === undefined) return 0;
  const ceiling = FATIGUE_CEILINGS[fatigue];
  if (level !== undefined && level < ceiling) {
    issues.push({
      path: [...path, 'confidence'],
      message: moraleMessages.aboveFatigueCeiling(CONFIDENCE_LEVELS[level], fatigue, CONFIDENCE_LEVELS[ceiling]),
    });
  }
  return ceiling;
}
