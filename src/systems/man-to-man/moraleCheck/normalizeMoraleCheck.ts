import type { NormalizeResult } from '../../../core/Issue.js';
import { attributeOf } from '../character.js';
import { highestSuccessfulRoll } from '../hitRoll.js';
import { criticalsOf, NO_CRITICALS } from '../rollTable.js';
import { ldrModifier } from './ldrModifier.js';
import type { MoraleCheckCell } from './MoraleCheckCell.js';
import type { MoraleCheckScenarioCell } from './schema.js';

/** Turns a morale-check scenario cell into the modified LDR (5.0) and the highest passing roll. */
export function normalizeMoraleCheck(s: MoraleCheckScenarioCell): NormalizeResult<MoraleCheckCell> {
  const modifiedLdr = attributeOf(s.commander, 'LDR') + ldrModifier(s.unit, s.rules.modifiers);
  return {
    ok: true,
    value: {
      modifiedLdr,
      highestPass: highestSuccessfulRoll(modifiedLdr, s.rules['hit-roll']),
      criticals: s.rules['morale-criticals'] === 'as-to-hit' ? criticalsOf(s.rules.criticals) : [...NO_CRITICALS],
      failure: s.unit.surrounded ? 2 : 1,
    },
  };
}
