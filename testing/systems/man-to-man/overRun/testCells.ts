import type { OverRunCell } from '../../../../src/systems/man-to-man/overRun/OverRunCell.js';
import overRunDefinition from '../../../../src/systems/man-to-man/overRun/overRunDefinition.js';
import { cellOf } from '../../../cellOf.js';

/** Builds a normalized over-run cell from scenario-shaped input, as the loader would. */
export function overRunCell(input: Record<string, unknown>): OverRunCell {
  return cellOf(overRunDefinition, { system: 'man-to-man', resolve: 'over-run', ...input });
}

export const OVER_RUN_TEST_CASES: Record<string, Record<string, unknown>> = {
  'one private': { characters: [{ troop: 'private' }] },
  'a squad of four privates and a wounded NCO': {
    characters: [
      { troop: 'private', count: 4 },
      { troop: 'nco', wounded: true },
    ],
  },
  'three crewmen, DEX 9, criticals as to hit, equal or under': {
    rules: { 'over-run-criticals': 'as-to-hit', 'hit-roll': 'equal-or-under' },
    characters: [{ count: 3, dex: 9 }],
  },
  'house rules: 3-7 always avoid, 12 never, two privates (criticals as to hit)': {
    rules: { 'over-run-criticals': 'as-to-hit', criticals: { 6: 'automatic-hit', 7: 'automatic-hit', 12: 'misfire' } },
    characters: [{ count: 2, dex: 5 }],
  },
  'a changed critical table is not read without as-to-hit': {
    rules: { criticals: { 12: 'automatic-hit' } },
    characters: [{ troop: 'private' }],
  },
  'a DEX 3 private: only criticals save him': {
    rules: { 'over-run-criticals': 'as-to-hit' },
    characters: [{ dex: 3 }],
  },
};
