import type { NormalizeResult } from '../../../../core/Issue.js';
import { moraleMessages } from '../messages.js';
import type { UnderStrengthScenarioCell } from './schema.js';
import type { UnderStrengthCell } from './UnderStrengthCell.js';

/** Turns one parsed under-strength cell into the die per figure and the unit's make-up. */
export function normalizeUnderStrength(scenario: UnderStrengthScenarioCell): NormalizeResult<UnderStrengthCell> {
  const { unit } = scenario;
  if (unit.support_weapons > unit.figures - 1) {
    return {
      ok: false,
      issues: [
        {
          path: ['unit', 'support_weapons'],
          message: moraleMessages.supportWeaponsBeyondFigures(unit.support_weapons, unit.figures),
        },
      ],
    };
  }
  const sides = scenario.rules[`${unit.fatigue}-die`];
  return {
    ok: true,
    value: {
      sides,
      figures: unit.figures,
      supportWeapons: unit.support_weapons,
      leadership: unit.leadership,
      note: `a D${sides} per figure: a 1 is missing`,
    },
  };
}
