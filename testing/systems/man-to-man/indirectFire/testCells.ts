import type { IndirectFireCell } from '../../../../src/systems/man-to-man/indirectFire/IndirectFireCell.js';
import indirectFireDefinition from '../../../../src/systems/man-to-man/indirectFire/indirectFireDefinition.js';
import { cellOf } from '../../../cellOf.js';

/** Builds a normalized indirect-fire cell from scenario-shaped input, as the loader would. */
export function indirectFireCell(input: Record<string, unknown>): IndirectFireCell {
  return cellOf(indirectFireDefinition, { system: 'man-to-man', resolve: 'indirect-fire', ...input });
}

export const INDIRECT_FIRE_TEST_CASES: Record<string, Record<string, unknown>> = {
  'private throws a grenade at a private in the open': { weapon: 'grenade' },
  'grenade through a window at a wounded NCO in hard cover, thrower under fire': {
    weapon: 'grenade',
    through_window: true,
    firer: { under_fire: true, dex: 14 },
    target: { troop: 'nco', wounded: true, cover: 'hard' },
  },
  'CO calls light mortar fire on a private, variants switched': {
    weapon: 'light-mortar',
    firer: { troop: 'co' },
    target: { cover: 'hard' },
    rules: {
      'hit-roll': 'equal-or-under',
      'cover-reduction': 'total',
      'indirect-criticals': 'automatic-hit',
      'area-of-effect': 'diameter',
      'wounded-str': 'full',
    },
  },
  'off-table heavy mortar on a small wooden house, spotter under fire': {
    weapon: 'heavy-mortar',
    off_table: true,
    spotter_under_fire: true,
    firer: { troop: 'nco' },
    building: { material: 'wood', size: 'small' },
  },
  'medium artillery on a damaged two-floor stone house': {
    weapon: 'medium-artillery',
    firer: { troop: 'co' },
    building: { material: 'stone', size: 'medium', floors: 2, damage_taken: 30 },
  },
  'grenade at an NCO in hard cover, a critical 4 rolling the damage dice twice': {
    weapon: 'grenade',
    firer: { dex: 14 },
    target: { troop: 'nco', cover: 'hard' },
    rules: { 'critical-damage': 'roll-twice' },
  },
  'light mortar on a small wooden house, a critical 4 rolling twice, cover off the total': {
    weapon: 'light-mortar',
    firer: { troop: 'co' },
    building: { material: 'wood', size: 'small' },
    rules: { 'critical-damage': 'roll-twice', 'cover-reduction': 'total' },
  },
  'house rules: mortar scatters 1d6 for a third of the damage, 3 dice, −1 when under fire, 2 hits off a die in hard cover, 4 no kill and 15 a jam':
    {
      weapon: 'light-mortar',
      firer: { troop: 'nco', under_fire: true },
      target: { cover: 'hard' },
      rules: {
        'scatter-dice': { mortars: 1 },
        'scattered-damage-divisor': 3,
        'damage-dice': { 'light-mortar': 3 },
        modifiers: { 'firer-under-fire': -1 },
        'cover-hits-per-die': { 'hard-cover': 2 },
        criticals: { 4: 'automatic-hit', 15: 'jam' },
      },
    },
  'house rules: a grenade into a small stone house taking 3 hits off a die, 6 a critical kill': {
    weapon: 'grenade',
    building: { material: 'stone', size: 'small' },
    rules: { 'cover-hits-per-die': { building: 3 }, criticals: { 6: 'killed' } },
  },
  'heavy bomb on a private in hard cover': {
    weapon: 'heavy-bomb',
    firer: { troop: 'co', int: 10 },
    target: { cover: 'hard' },
  },
  'grenade into a large reinforced building': {
    weapon: 'grenade',
    building: { material: 'reinforced', size: 'large' },
  },
};
