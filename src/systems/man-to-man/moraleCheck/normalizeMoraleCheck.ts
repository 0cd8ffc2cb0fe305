import type { NormalizeResult } from '../../../core/Issue.js';
import { attributeOf } from '../character.js';
import { highestSuccessfulRoll } from '../hitRoll.js';
import { ldrModifier } from './ldrModifier.js';
import type { MoraleCheckCell } from './MoraleCheckCell.js';
import type { MoraleCheckScenarioCell } from './schema.js';

/** Turns a morale-check scenario cell into the modified LDR (5.0) and the highest passing roll. */
export function normalizeMoraleCheck(s: MoraleCheckScenarioCell): NormalizeResult<MoraleCheckCell> {
  const modifiedLdr = attributeOf(s.commander, 'LDR') + ldrModifier(s.unit);
  return {
    ok: true,
    value: {
      modifiedLdr,
      highestPass: highestSuccessfulRoll(modifiedLdr, s.rules['hit-roll']),
      criticals: s.rules['morale-criticals'] === 'as-to-hit',
      failure: s.unit.surrounded ? 2 : 1,
    },
  };
}
