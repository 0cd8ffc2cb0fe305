import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { CONFIDENCE_LEVELS } from '../../data/confidenceLevels.js';
import { LAST_STAND } from '../../data/moraleExtras.js';
import { confidenceIndex } from '../confidenceIndex.js';
import { moraleMessages } from '../messages.js';
import type { LastStandCell } from './LastStandCell.js';
import type { LastStandScenarioCell } from './schema.js';

/** Checks THE LAST STAND's conditions, each at its own key, and reads the D6. */
export function normalizeLastStand(scenario: LastStandScenarioCell): NormalizeResult<LastStandCell> {
  const issues: Issue[] = [];
  const { unit } = scenario;
  const level = confidenceIndex(unit.confidence, ['unit', 'confidence'], issues);
  if (level !== undefined && level > LAST_STAND.worstConfidence) {
    issues.push({
      path: ['unit', 'confidence'],
      message: moraleMessages.lastStandConfidence(CONFIDENCE_LEVELS[level]),
    });
  }
  if (unit.cover === 'open' && !unit.in_position)
    issues.push({ path: ['unit', 'cover'], message: moraleMessages.lastStandCover });
  if (scenario.friendly_units_within_12 > 0) {
    issues.push({
      path: ['friendly_units_within_12'],
      message: moraleMessages.lastStandFriends(scenario.friendly_units_within_12),
    });
  }
  const enemiesNeeded = scenario.rules['enemy-units-needed'];
  if (scenario.enemy_units_in_sight < enemiesNeeded) {
    issues.push({
      path: ['enemy_units_in_sight'],
      message: moraleMessages.lastStandEnemies(scenario.enemy_units_in_sight, enemiesNeeded),
    });
  }
  if (issues.length > 0) return { ok: false, issues };
  const holdsOn = scenario.rules['holds-on'];
  const surrenders = scenario.enemy_within_12 && scenario.enemy_takes_prisoners;
  return {
    ok: true,
    value: {
      holdsOfFace: [1, 2, 3, 4, 5, 6].map((face) => (face >= holdsOn ? 1 : 0)),
      surrenders,
      note: moraleMessages.lastStandNote(holdsOn, surrenders),
    },
  };
}
