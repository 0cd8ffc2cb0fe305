import type { SkillRollCell } from '../../../../src/systems/silhouette/skillRoll/SkillRollCell.js';
import skillRollDefinition from '../../../../src/systems/silhouette/skillRoll/skillRollDefinition.js';
import { cellOf } from '../../../cellOf.js';

/** Builds a normalized skill-roll cell from scenario-shaped input, as the loader would. */
export function skillRollCell(input: Record<string, unknown>): SkillRollCell {
  return cellOf(skillRollDefinition, { system: 'silhouette', resolve: 'skill-roll', ...input });
}

export const SKILL_ROLL_CASES: Record<string, Record<string, unknown>> = {
  'standard pilot, 2 dice, no threshold': { dice: 2 },
  'Pinned! removal: Infantry Skill 2 against Threshold 4': { dice: 2, threshold: 4 },
  'three dice +1 against 5, draws succeed': {
    dice: 3,
    modifier: 1,
    threshold: 5,
    rules: { 'threshold-draw': 'succeeds' },
  },
  'one die −3 (totals pile up at zero)': { dice: 1, modifier: -3, threshold: 1 },
  'five dice, no fumbles': { dice: 5, threshold: 6, rules: { fumble: 'none' } },
};
