import type { MoraleCheckCell } from '../../../../src/systems/man-to-man/moraleCheck/MoraleCheckCell.js';
import moraleCheckDefinition from '../../../../src/systems/man-to-man/moraleCheck/moraleCheckDefinition.js';
import { cellOf } from '../../../cellOf.js';

/** Builds a normalized morale-check cell from scenario-shaped input, as the loader would. */
export function moraleCheckCell(input: Record<string, unknown>): MoraleCheckCell {
  return cellOf(moraleCheckDefinition, { system: 'man-to-man', resolve: 'morale-check', commander: {}, ...input });
}

export const MORALE_TEST_CASES: Record<string, Record<string, unknown>> = {
  'NCO, no modifiers': {},
  'private leading green troops with two casualties': {
    commander: { troop: 'private' },
    unit: { quality: 'green', casualties: 2 },
  },
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

MORALE_TEST_CASES['changed critical table and modifiers (5 ordinary, 6 and 13 critical, cover +3)'] = {
  rules: {
    'morale-criticals': 'as-to-hit',
    criticals: { 5: 'none', 6: 'automatic-hit', 13: 'misfire' },
    modifiers: { 'in-cover': 3 },
  },
  commander: { troop: 'private' },
  unit: { in_cover: true, casualties: 1 },
};
