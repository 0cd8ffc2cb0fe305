import type { UnJamCell } from '../../../../src/systems/man-to-man/unJam/UnJamCell.js';
import unJamDefinition from '../../../../src/systems/man-to-man/unJam/unJamDefinition.js';
import { cellOf } from '../../../cellOf.js';

/** Builds a normalized un-jam cell from scenario-shaped input, as the loader would. */
export function unJamCell(input: Record<string, unknown>): UnJamCell {
  return cellOf(unJamDefinition, { system: 'man-to-man', resolve: 'un-jam', ...input });
}

export const UN_JAM_TEST_CASES: Record<string, Record<string, unknown>> = {
  'a private clears a 17 jam in up to five actions': {},
  'a CO clears an 18 jam (INT 14 − 4) in up to three actions, equal or under': {
    firer: { troop: 'co' },
    jam: '18',
    max_actions: 3,
    rules: { 'hit-roll': 'equal-or-under' },
  },
  'a wounded private (INT 5) with an 18: INT 1, never clears': { firer: { wounded: true }, jam: '18', max_actions: 4 },
  'one action only': { max_actions: 1 },
};
