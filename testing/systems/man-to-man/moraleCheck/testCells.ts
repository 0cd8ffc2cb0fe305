import type { MoraleCheckCell } from '../../../../src/systems/man-to-man/moraleCheck/MoraleCheckCell.js';
import { normalizeMoraleCheck } from '../../../../src/systems/man-to-man/moraleCheck/normalizeMoraleCheck.js';
import { moraleCheckCellSchema } from '../../../../src/systems/man-to-man/moraleCheck/schema.js';

/** Builds a normalized morale-check cell from scenario-shaped input, as the loader would. */
export function moraleCheckCell(input: Record<string, unknown>): MoraleCheckCell {
  const result = normalizeMoraleCheck(moraleCheckCellSchema.parse({ system: 'man-to-man', resolve: 'morale-check', commander: {}, ...input }));
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('; '));
  return result.value;
}

export const MORALE_TEST_CASES: Record<string, Record<string, unknown>> = {
  'NCO, no modifiers': {},
  'private leading green troops with two casualties': { commander: { troop: 'private' }, unit: { quality: 'green', casualties: 2 } },
  'CO of elite troops in cover with AFV support, surrounded': {
    commander: { troop: 'co' },
    unit: { quality: 'elite', in_cover: true, afv_within_12: true, surrounded: true },
  },
  'wounded NCO under flame attack, criticals and equal-or-under': {
    rules: { 'hit-roll': 'equal-or-under', 'morale-criticals': 'as-to-hit' },
    commander: { wounded: true },
    unit: { air_flame_rocket_attack: true },
  },
};
