import type { NormalizeResult } from '../../../core/Issue.js';
import { attributeOf } from '../character.js';
import { highestSuccessfulRoll } from '../hitRoll.js';
import { messages } from '../messages.js';
import { criticalsOf, NO_CRITICALS } from '../rollTable.js';
import { characterCount, MOST_CHARACTERS } from '../scenarioSchemas.js';
import type { OverRunCell } from './OverRunCell.js';
import type { OverRunScenarioCell } from './schema.js';

/** Turns an over-run scenario cell into each character's highest avoiding roll (8.2, 4.0). */
export function normalizeOverRun(s: OverRunScenarioCell): NormalizeResult<OverRunCell> {
  const total = characterCount(s.characters);
  if (total > MOST_CHARACTERS)
    return { ok: false, issues: [{ path: ['characters'], message: messages.tooManyOverRun(total, MOST_CHARACTERS) }] };
  const highestAvoid = s.characters.flatMap((c) =>
    Array.from({ length: c.count }, () =>
      highestSuccessfulRoll(attributeOf(c, 'DEX') + s.modifier, s.rules['hit-roll']),
    ),
  );
  return {
    ok: true,
    value: {
      highestAvoid,
      criticals: s.rules['over-run-criticals'] === 'as-to-hit' ? criticalsOf(s.rules.criticals) : [...NO_CRITICALS],
      total,
    },
  };
}
