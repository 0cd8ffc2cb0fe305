import type { CloseCombatCell } from '../../../../src/systems/man-to-man/closeCombat/CloseCombatCell.js';
import closeCombatDefinition from '../../../../src/systems/man-to-man/closeCombat/closeCombatDefinition.js';
import { cellOf } from '../../../cellOf.js';

/** Builds a normalized close-combat cell from scenario-shaped input, as the loader would. */
export function closeCombatCell(input: Record<string, unknown>): CloseCombatCell {
  return cellOf(closeCombatDefinition, { system: 'man-to-man', resolve: 'close-combat', ...input });
}

export const CLOSE_COMBAT_TEST_CASES: Record<string, Record<string, unknown>> = {
  'bayonet against bayonet, both in close combat': {
    attacker: { weapon: 'attached-bayonet' },
    defender: { weapon: 'attached-bayonet' },
  },
  'NCO charges with a bayonet a private with a knife': {
    attacker: { troop: 'nco', weapon: 'attached-bayonet', action: 'charge' },
    defender: { weapon: 'bayonet-knife' },
  },
  'knife against a wounded CO with a rifle butt who did something else': {
    attacker: { weapon: 'bayonet-knife' },
    defender: { troop: 'co', weapon: 'rifle-butt-club', action: 'other', wounded: true },
  },
  'wounded private with an improvised weapon against a club; variants switched': {
    rules: {
      'hit-roll': 'equal-or-under',
      'parry-criticals': 'unparryable',
      'double-damage': 'once',
      'wounded-str': 'full',
    },
    attacker: { weapon: 'improvised', wounded: true, dex: 13 },
    defender: { weapon: 'rifle-butt-club', str: 7 },
  },
  'a charge with a bayonet whose critical 4 rolls the damage dice twice (and doubles them for the charge)': {
    rules: { 'critical-damage': 'roll-twice' },
    attacker: { weapon: 'attached-bayonet', action: 'charge', dex: 15 },
    defender: { weapon: 'bayonet-knife', str: 14 },
  },
  'critical 4 rolled twice, double damage once, against a riposte': {
    rules: { 'critical-damage': 'roll-twice', 'double-damage': 'once' },
    attacker: { weapon: 'rifle-butt-club', action: 'charge', dex: 15 },
    defender: { weapon: 'attached-bayonet', str: 12 },
  },
  'house rules: a charge at −1 for triple damage, a knife of 3 dice, 5 an ordinary roll, 15 drops the weapon': {
    rules: {
      'charge-modifier': -1,
      'charge-damage-multiplier': 3,
      'damage-dice': { 'bayonet-knife': 3 },
      criticals: { 5: 'none', 15: 'jam' },
    },
    attacker: { weapon: 'bayonet-knife', action: 'charge' },
    defender: { weapon: 'attached-bayonet' },
  },
  'house rules: 6 a critical kill, no critical failures, against a riposte': {
    rules: { criticals: { 6: 'killed', 16: 'none', 17: 'none', 18: 'none' } },
    attacker: { weapon: 'attached-bayonet', dex: 9 },
    defender: { weapon: 'rifle-butt-club' },
  },
  'charge with a rifle butt, criticals unparryable': {
    rules: { 'parry-criticals': 'unparryable' },
    attacker: { weapon: 'rifle-butt-club', action: 'charge' },
    defender: { weapon: 'attached-bayonet', dex: 14 },
  },
};
