import type { NormalizeResult } from '../../../core/Issue.js';
import { attributeOf } from '../character.js';
import { highestSuccessfulRoll } from '../hitRoll.js';
import type { UnJamScenarioCell } from './schema.js';
import type { UnJamCell } from './UnJamCell.js';

/** Turns an un-jam scenario cell into the modified INT and the highest roll that clears the jam (4.4, 4.0). */
export function normalizeUnJam(s: UnJamScenarioCell): NormalizeResult<UnJamCell> {
  const modifiedInt = attributeOf(s.firer, 'INT') + (s.jam === '18' ? s.rules['bad-jam-modifier'] : 0) + s.modifier;
  return {
    ok: true,
    value: {
      modifiedInt,
      highestPass: highestSuccessfulRoll(modifiedInt, s.rules['hit-roll']),
      maxActions: s.max_actions,
    },
  };
}
