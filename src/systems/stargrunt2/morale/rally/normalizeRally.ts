import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { CONFIDENCE_LEVELS } from '../../data/confidenceLevels.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { communicationRoll } from '../communicate/communicationRoll.js';
import { confidenceIndex, fatigueCeiling } from '../confidenceIndex.js';
import { moraleMessages } from '../messages.js';
import type { RallyCell } from './RallyCell.js';
import type { RallyScenarioCell } from './schema.js';

/** Turns one parsed rally cell into the communication roll and the rally roll (THE RALLY ACTION). */
export function normalizeRally(scenario: RallyScenarioCell): NormalizeResult<RallyCell> {
  const issues: Issue[] = [];
  const { unit, rallying } = scenario;
  const start = confidenceIndex(unit.confidence, ['unit', 'confidence'], issues);
  const ceiling = fatigueCeiling(unit.fatigue, start, ['unit'], issues);
  if (start !== undefined && issues.length === 0 && start <= ceiling) {
    issues.push({ path: ['unit', 'confidence'], message: moraleMessages.rallyAtCeiling(CONFIDENCE_LEVELS[start]) });
  }
  if (issues.length > 0 || start === undefined) return { ok: false, issues };
  const communication = communicationRoll(
    QUALITY_DICE[rallying.quality],
    rallying.leadership,
    unit.leadership,
    scenario.bypassed_levels,
    scenario.direct_contact,
  );
  const needed = unit.leadership + rallying.leadership;
  const sides = QUALITY_DICE[unit.quality];
  const comm = communication.automatic
    ? moraleMessages.communicationAutomatic
    : `communication: D${communication.sides} must exceed ${communication.needed}`;
  const raisedTo = Math.max(ceiling, start - scenario.rules['rally-levels']);
  return {
    ok: true,
    value: { communication, sides, needed, start, raisedTo, note: `${comm}; rally: D${sides} must exceed ${needed}` },
  };
}
