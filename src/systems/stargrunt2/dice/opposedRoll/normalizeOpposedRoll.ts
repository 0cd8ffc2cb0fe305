import type { NormalizeResult } from '../../../../core/Issue.js';
import { parseDie } from '../../../../dice/dieType.js';
import type { OpposedRollCell } from './OpposedRollCell.js';
import type { OpposedRollScenarioCell } from './schema.js';

/**
 * Turns one parsed opposed-roll cell into dice: the acting player's, in order, and the opponent's.
 * @example normalizeOpposedRoll({ …, first: 'd8', extra: [], against: 'd6' }) // { ok: true, value: { dice: [8], against: 6 } }
 */
export function normalizeOpposedRoll(scenario: OpposedRollScenarioCell): NormalizeResult<OpposedRollCell> {
  // The schema admits only die types, so every text parses.
  const sides = (text: string) => parseDie(text)!.sides;
  const dice = [scenario.first, ...(scenario.second ? [scenario.second] : []), ...scenario.extra].map(sides);
  return { ok: true, value: { dice, against: sides(scenario.against) } };
}
