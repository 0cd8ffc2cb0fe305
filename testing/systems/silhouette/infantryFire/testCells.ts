import infantryFireDefinition from '../../../../src/systems/silhouette/infantryFire/infantryFireDefinition.js';
import type {
  InfantryDistribution,
  InfantryOutcome,
} from '../../../../src/systems/silhouette/infantryFire/infantryFireQuantities.js';
import type { OpposedCell } from '../../../../src/systems/silhouette/opposed/OpposedCell.js';
import { cellOf } from '../../../cellOf.js';

/** Builds a normalized infantry-fire cell from scenario-shaped input, as the loader would. */
export function infantryFireCell(input: Record<string, unknown>): OpposedCell<InfantryOutcome, InfantryDistribution> {
  return cellOf(infantryFireDefinition, { system: 'silhouette', resolve: 'infantry-fire', ...input });
}

/** Stand-in infantry weapons: the demo infantry datacards are missing from the rulebook text. */
export const HOUSE_WEAPONS = {
  rifle: { base_range: 1, accuracy: 0, damage: 1, rof: 0 },
  'light-mortar': { base_range: 4, accuracy: -1, damage: 3, rof: 1, ai: true, area_effect: true },
};

/** Varied cases with the modifiers, DM and RoF worked out by hand (`expect`) for the independent enumeration. */
export const INFANTRY_FIRE_CASES: Array<{
  name: string;
  input: Record<string, unknown>;
  expect: {
    attack: number;
    defense: number;
    dm: number;
    rof: number;
    troopers: number;
    boxes: number;
    crossed: number;
    inArea: number;
    marginZeroOnly?: boolean;
    /** Pinned! counters of an undamaged and a damaging attack when rules.pinned-counters changes them. */
    pinned?: [number, number];
    /** What each extra 6 adds when rules.extra-six changes it. */
    sixBonus?: number;
  };
}> = [
  {
    name: 'six riflemen, stationary, at 1.5 cm (medium): massed RoF +2 added to the MoS',
    input: {
      weapons: HOUSE_WEAPONS,
      attacker: { kind: 'infantry', troopers: 6, movement: 'stationary' },
      weapon: 'rifle',
      range: 1.5,
      target: { troopers: 5, boxes: 2, boxes_crossed: 1 },
    },
    // +1 perception +0 acc −1 medium +2 stationary
    expect: { attack: 2, defense: 0, dm: 1, rof: 2, troopers: 5, boxes: 2, crossed: 1, inArea: 0 },
  },
  {
    name: 'house rules: six riflemen with massed bonus 3 for 4-7, no counter when undamaged, three when damaged, extra sixes worth 0',
    input: {
      rules: {
        'infantry-rof-bonus': { 'four-to-seven': 3 },
        'pinned-counters': { undamaged: 0, damaged: 3 },
        'extra-six': 0,
      },
      weapons: HOUSE_WEAPONS,
      attacker: { kind: 'infantry', troopers: 6, movement: 'stationary' },
      weapon: 'rifle',
      range: 1.5,
      target: { troopers: 5, boxes: 2, boxes_crossed: 1 },
    },
    // as the first case, with RoF 3 into the MoS
    expect: {
      attack: 2,
      defense: 0,
      dm: 1,
      rof: 3,
      troopers: 5,
      boxes: 2,
      crossed: 1,
      inArea: 0,
      pinned: [0, 3],
      sixBonus: 0,
    },
  },
  {
    name: 'Valkyrie LMG (AI: no −2) at a squad on Defensive Maneuvers',
    input: {
      attacker: { unit: 'pzkpf-v-valkyrie' },
      weapon: '792mm-lmg',
      range: 2,
      target: { troopers: 4, defensive_maneuvers: true },
    },
    // +1 −1 FC +0 −1 medium +0 combat; defense +3; RoF 2 into the MoS
    expect: { attack: -1, defense: 3, dm: 2, rof: 2, troopers: 4, boxes: 1, crossed: 0, inArea: 0 },
  },
  {
    name: 'General M4B cannon, single shot, at infantry: −2 without AI',
    input: {
      attacker: { unit: 'm11a3-general', movement: 'stationary' },
      weapon: 'm4b-cannon',
      rof_used: 0,
      range: 1,
      target: { troopers: 6, boxes: 3, command_point: true },
    },
    // +1 −1 +0 short +2 −2 = 0; defense +2
    expect: { attack: 0, defense: 2, dm: 5, rof: 0, troopers: 6, boxes: 3, crossed: 0, inArea: 0 },
  },
  {
    name: 'AI area-effect mortar: the damage hits each of three troopers in the area',
    input: {
      weapons: HOUSE_WEAPONS,
      attacker: { skill: 3 },
      weapon: 'light-mortar',
      range: 10,
      target: { troopers: 6, boxes: 2, boxes_crossed: 1, troopers_in_area: 3 },
    },
    // +1 +0 −1 acc −2 long +0 = −2; RoF 1 into the MoS
    expect: { attack: -2, defense: 0, dm: 3, rof: 1, troopers: 6, boxes: 2, crossed: 1, inArea: 3 },
  },
  {
    name: 'infantry assault with grenades and bayonets (x3) in contact; Pinned! only on MoS 0',
    input: {
      rules: { pinned: 'margin-zero-only' },
      attacker: { kind: 'infantry', troopers: 4, perception: 0 },
      weapon: 'grenades-and-bayonets',
      in_contact: true,
      rof_used: 0,
      target: { troopers: 3, skill: 1 },
    },
    expect: {
      attack: 1,
      defense: 0,
      dm: 3,
      rof: 0,
      troopers: 3,
      boxes: 1,
      crossed: 0,
      inArea: 0,
      marginZeroOnly: true,
    },
  },
];
