import type { AfvFireCell } from '../../../../src/systems/man-to-man/afvFire/AfvFireCell.js';
import afvFireDefinition from '../../../../src/systems/man-to-man/afvFire/afvFireDefinition.js';
import { cellOf } from '../../../cellOf.js';

/** Builds a normalized afv-fire cell from scenario-shaped input, as the loader would. */
export function afvFireCell(input: Record<string, unknown>): AfvFireCell {
  return cellOf(afvFireDefinition, { system: 'man-to-man', resolve: 'afv-fire', ...input });
}

export const AFV_FIRE_TEST_CASES: Record<string, Record<string, unknown>> = {
  'fire control 12, penetrating gun, stationary target': {
    firer: { fire_control: 12, penetration: 8 },
    target: { armour: 6 },
  },
  'on the move and buttoned at a fast target in hard cover, armour too thick': {
    firer: { fire_control: 14, penetration: 5, buttoned: true, on_move: true, he_modifier: 2 },
    target: { armour: 7, size: 1, moving_fast: true, cover: 'hard' },
  },
  'house rules: buttoned −1, crew LDR 10, explodes on 7 or less, no damage from 13': {
    rules: {
      modifiers: { buttoned: -1 },
      'crew-ldr': 10,
      'damage-table': { 'explodes-at-most': 7, 'damaged-at-most': 12 },
    },
    firer: { fire_control: 12, penetration: 8, buttoned: true },
    target: { armour: 6 },
  },
  'high HE modifier on an immobilised tank, crew well supported, variants switched': {
    rules: { 'hit-roll': 'equal-or-under', 'morale-criticals': 'as-to-hit' },
    firer: { fire_control: 11, penetration: 6, he_modifier: 4 },
    target: { armour: 6, size: -1, cover: 'soft', immobilised: true, crew_ldr_modifier: 2 },
  },
};
