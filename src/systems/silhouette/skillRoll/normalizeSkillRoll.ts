import type { NormalizeResult } from '../../../core/Issue.js';
import type { SkillRollCell } from './SkillRollCell.js';
import type { SkillRollScenarioCell } from './schema.js';

/**
 * Turns a parsed skill-roll cell into plain numbers (BASIC GAME MECHANISMS).
 * @example normalizeSkillRoll({ dice: 2, modifier: 0, threshold: 4, rules: { fumble: 'automatic-failure', 'threshold-draw': 'fails' } }).ok // true
 */
export function normalizeSkillRoll(
  scenario: Pick<SkillRollScenarioCell, 'dice' | 'modifier' | 'threshold' | 'rules'>,
): NormalizeResult<SkillRollCell> {
  return {
    ok: true,
    value: {
      dice: scenario.dice,
      modifier: scenario.modifier,
      threshold: scenario.threshold ?? -1,
      drawSucceeds: scenario.rules['threshold-draw'] === 'succeeds',
      fumbles: scenario.rules.fumble === 'automatic-failure',
      sixBonus: scenario.rules['extra-six'],
    },
  };
}
