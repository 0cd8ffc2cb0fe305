import type { NormalizeResult } from '../../../../core/Issue.js';
import { type Die, dieFaceValue } from '../../../../dice/dieType.js';
import { readDie } from '../../../../dice/faceDie.js';
import type { OpposedRollCell } from './OpposedRollCell.js';
import type { OpposedRollScenarioCell } from './schema.js';

/** A plain d-N reads 1..N from its sides; any other die (listed faces, a multiplier) by its table of face values. */
function faceValues(die: Die): readonly number[] | null {
  if (die.faces === undefined && die.multiplier === 1) return null;
  return Array.from({ length: die.sides }, (_, i) => dieFaceValue(die, i));
}

/**
 * Turns one parsed opposed-roll cell into dice: the acting player's, in order, and the opponent's (a plain d-N).
 * @example normalizeOpposedRoll({ …, first: 'd8', extra: [], against: 'd6' }) // { ok: true, value: { dice: [8], against: 6 } }
 */
export function normalizeOpposedRoll(scenario: OpposedRollScenarioCell): NormalizeResult<OpposedRollCell> {
  // The schema admits only dice, so every one reads.
  const acting = [scenario.first, ...(scenario.second ? [scenario.second] : []), ...scenario.extra].map(
    (d) => readDie(d)!,
  );
  const faces = acting.map(faceValues);
  const dice = acting.map((d) => d.sides);
  return {
    ok: true,
    value: { dice, against: readDie(scenario.against)!.sides, ...(faces.some((f) => f !== null) ? { faces } : {}) },
  };
}
