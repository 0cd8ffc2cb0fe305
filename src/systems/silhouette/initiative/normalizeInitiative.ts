import type { NormalizeResult } from '../../../core/Issue.js';
import type { InitiativeCell } from './InitiativeCell.js';
import type { InitiativeScenarioCell } from './schema.js';

/** Turns an Initiative Phase cell into each side's dice and modifier. */
export function normalizeInitiative(s: InitiativeScenarioCell): NormalizeResult<InitiativeCell> {
  return {
    ok: true,
    value: {
      diceA: s.side_a.dice,
      diceB: s.side_b.dice,
      modifierA: s.side_a.modifier,
      modifierB: s.side_b.modifier,
      fumbles: s.rules.fumble === 'automatic-failure',
      sixBonus: s.rules['extra-six'],
    },
  };
}
