import type { NormalizeResult } from '../../../core/Issue.js';
import { criticalsOf } from '../rollTable.js';
import { outcomeOfRoll } from './outcomeOfRoll.js';
import type { SkillRollCell } from './SkillRollCell.js';
import type { SkillRollScenarioCell } from './schema.js';

/**
 * Turns a skill-roll scenario cell into the outcome of each 3d6 total against attribute + modifier.
 * @example normalizeSkillRoll(skillRollCellSchema.parse({ system: 'man-to-man', resolve: 'skill-roll', attribute: 12 })) // { ok: true, … }
 */
export function normalizeSkillRoll(s: SkillRollScenarioCell): NormalizeResult<SkillRollCell> {
  return {
    ok: true,
    value: {
      outcomeOfRoll: outcomeOfRoll(s.attribute + s.modifier, s.rules['hit-roll'], criticalsOf(s.rules.criticals)),
    },
  };
}
