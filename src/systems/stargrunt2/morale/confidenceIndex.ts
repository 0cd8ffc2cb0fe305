import type { Issue } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import {
  CONFIDENCE_ABBREVIATIONS,
  CONFIDENCE_LEVELS,
  FATIGUE_CEILINGS,
  type Fatigue,
} from '../data/confidenceLevels.js';
import { moraleMessages, moraleNames } from './messages.js';

/** Every way of writing a level, as written in the rulebook (names, then abbreviations), with its number. */
const LEVEL_OF_NAME: Readonly<Record<string, number>> = Object.fromEntries([
  ...CONFIDENCE_LEVELS.map((name, level): [string, number] => [name, level]),
  ...CONFIDENCE_ABBREVIATIONS.map((abbreviation, level): [string, number] => [abbreviation, level]),
]);

/**
 * The number (0 CO … 4 RO) of a confidence level written as a name or an abbreviation, any case; on a miss,
 * pushes an issue with the closest names and returns undefined.
 * @example confidenceIndex('BR', ['unit', 'confidence'], []) // 3
 */
export function confidenceIndex(name: string, path: Issue['path'], issues: Issue[]): number | undefined {
  const wanted = name.trim().toLowerCase();
  const written = Object.keys(LEVEL_OF_NAME).find((known) => known.toLowerCase() === wanted);
  return written !== undefined
    ? LEVEL_OF_NAME[written]
    : lookUpName(LEVEL_OF_NAME, name, path, moraleNames.confidence, issues);
}

/**
 * Checks a unit's confidence against its fatigue ceiling (FATIGUE LEVEL); returns the ceiling (0 when no fatigue is given).
 * @example fatigueCeiling('tired', 1, ['unit'], []) // 1
 */
export function fatigueCeiling(
  fatigue: Fatigue | undefined,
  level: number | undefined,
  path: Issue['path'],
  issues: Issue[],
): number {
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
