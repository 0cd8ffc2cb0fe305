import type { Issue } from '../../../../src/core/Issue.js';
import type { RangedAttackCell } from '../../../../src/systems/man-to-man/rangedAttack/RangedAttackCell.js';
import rangedAttackDefinition from '../../../../src/systems/man-to-man/rangedAttack/rangedAttackDefinition.js';
import { cellOf, issuesOf } from '../../../cellOf.js';

/** Builds a normalized ranged-attack cell from scenario-shaped input, as the loader would. */
export function rangedAttackCell(input: Record<string, unknown>): RangedAttackCell {
  return cellOf(rangedAttackDefinition, { system: 'man-to-man', resolve: 'ranged-attack', ...input });
}

/** The issues `ranged-attack` raises for scenario-shaped input (empty when it is accepted). */
export function rangedAttackIssues(input: Record<string, unknown>): Issue[] {
  return issuesOf(rangedAttackDefinition, { system: 'man-to-man', resolve: 'ranged-attack', ...input });
}

/** Varied cases for the exact and Monte Carlo tests. */
export const RANGED_ATTACK_TEST_CASES: Record<string, Record<string, unknown>> = {
  'private with a rifle at a private in the open, 20"': {
    firer: { weapon: 'rifle' },
    target: {},
    range: 20,
  },
  'aimed rifle shot at short range against a prone NCO in soft cover': {
    firer: { weapon: 'rifle', action: 'aim' },
    target: { troop: 'nco', prone: true, cover: 'soft' },
    range: 5,
  },
  'SMG burst (3 shots) at a wounded CO who moved fast': {
    firer: { weapon: 'smg' },
    target: { troop: 'co', wounded: true, moved: 8 },
    range: 10,
  },
  'HMG at extreme range, 4 shots, target in hard cover': {
    firer: { weapon: 'hmg' },
    target: { cover: 'hard' },
    range: 70,
  },
  'wounded firer snap-shooting a pistol at an additional target, equal-or-under, jams lose one shot': {
    rules: { 'hit-roll': 'equal-or-under', 'jam-ends-fire': 'no', 'wounded-str': 'full' },
    firer: { weapon: 'pistol', action: 'walk-and-snap-shot', wounded: true, dex: 13 },
    target: { str: 9 },
    range: 8,
    additional_target: true,
  },
  'SMG, 3 shots at close range, a critical 4 rolls the damage dice twice': {
    rules: { 'critical-damage': 'roll-twice' },
    firer: { weapon: 'smg', dex: 14 },
    target: { str: 14 },
    range: 5,
  },
  'auto rifle, 2 shots, soft full cover: only criticals hit': {
    firer: { weapon: 'auto-rifle' },
    target: { cover: 'soft', full_cover: true },
    range: 12,
  },
  'house rules: 3-6 automatic hits, 15 jams, no kill on a 3; aimed +6, soft cover −1, rifle 3 dice': {
    rules: {
      criticals: { 3: 'automatic-hit', 6: 'automatic-hit', 15: 'jam' },
      modifiers: { 'aimed-shot': 6, 'soft-cover': -1 },
      'damage-dice': { rifle: 3 },
    },
    firer: { weapon: 'rifle', action: 'aim' },
    target: { cover: 'soft' },
    range: 25,
  },
  'house rules: SMG at 9" counts as short range (within 10), 2 damage dice, no critical failures': {
    rules: {
      criticals: { 16: 'none', 17: 'none', 18: 'none' },
      modifiers: { 'short-range-within': 10 },
      'damage-dice': { smg: 2 },
    },
    firer: { weapon: 'smg' },
    target: { troop: 'nco' },
    range: 9,
  },
  'hard full cover: not possible': {
    firer: { weapon: 'lmg' },
    target: { cover: 'hard', full_cover: true },
    range: 12,
  },
};
