import type { NormalizeResult } from '../../../core/Issue.js';
import { attributeOf } from '../character.js';
import { highestSuccessfulRoll } from '../hitRoll.js';
import { messages } from '../messages.js';
import type { OverRunCell } from './OverRunCell.js';
import type { OverRunScenarioCell } from './schema.js';

/** Most characters one over-run rolls for: the work of a trial grows with them. */
const MOST_CHARACTERS = 50;

/** Turns an over-run scenario cell into each character's highest avoiding roll (8.2, 4.0). */
export function normalizeOverRun(s: OverRunScenarioCell): NormalizeResult<OverRunCell> {
  const total = s.characters.reduce((sum, c) => sum + c.count, 0);
  if (total > MOST_CHARACTERS) return { ok: false, issues: [{ path: ['characters'], message: messages.tooManyOverRun(total, MOST_CHARACTERS) }] };
  const highestAvoid = s.characters.flatMap((c) =>
    Array.from({ length: c.count }, () => highestSuccessfulRoll(attributeOf(c, 'DEX') + s.modifier, s.rules['hit-roll'])),
  );
  return { ok: true, value: { highestAvoid, criticals: s.rules['over-run-criticals'] === 'as-to-hit', total } };
}
