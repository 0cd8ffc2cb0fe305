import type { NormalizeResult } from '../../../core/Issue.js';
import type { OpposedRollCell } from './OpposedRollCell.js';
import type { OpposedRollScenarioCell } from './schema.js';

/**
 * Turns a parsed opposed-roll cell into numbers: Fast Shot's re-roll as the `fast-shot` variant reads it.
 * @example normalizeOpposedRoll({ atk: 3, def: 2, fast_shot: true, rules: { 'fast-shot': 'reroll-both-dice' } }) // { ok: true, value: { atk: 3, def: 2, fastShot: 2 } }
 */
export function normalizeOpposedRoll(
  s: Pick<OpposedRollScenarioCell, 'atk' | 'def' | 'fast_shot' | 'rules'>,
): NormalizeResult<OpposedRollCell> {
  const fastShot = !s.fast_shot ? 0 : s.rules['fast-shot'] === 'reroll-both-dice' ? 2 : 1;
  return { ok: true, value: { atk: s.atk, def: s.def, fastShot } };
}
