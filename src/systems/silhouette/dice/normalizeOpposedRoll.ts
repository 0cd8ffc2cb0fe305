import type { NormalizeResult } from '../../../core/Issue.js';
import type { OpposedRollCell } from './OpposedRollCell.js';
import type { OpposedRollScenarioCell } from './schema.js';

/**
 * Turns a parsed bare opposed roll into plain numbers.
 * @example normalizeOpposedRoll({ attack: { dice: 2, modifier: 1 }, defense: { dice: 2, modifier: 0 }, rules: { fumble: 'none' } }).ok // true
 */
export function normalizeOpposedRoll(
  s: Pick<OpposedRollScenarioCell, 'attack' | 'defense' | 'rules'>,
): NormalizeResult<OpposedRollCell> {
  return {
    ok: true,
    value: {
      attackDice: s.attack.dice,
      attackModifier: s.attack.modifier,
      defenseDice: s.defense.dice,
      defenseModifier: s.defense.modifier,
      fumbles: s.rules.fumble === 'automatic-failure',
      sixBonus: s.rules['extra-six'],
    },
  };
}
