import type { OpposedCell } from '../../../../src/systems/silhouette/opposed/OpposedCell.js';
import rangedAttackDefinition from '../../../../src/systems/silhouette/rangedAttack/rangedAttackDefinition.js';
import type {
  VehicleDistribution,
  VehicleOutcome,
} from '../../../../src/systems/silhouette/vehicleAttackQuantities.js';
import { cellOf } from '../../../cellOf.js';

/** Builds a normalized ranged-attack cell from scenario-shaped input, as the loader would. */
export function rangedAttackCell(input: Record<string, unknown>): OpposedCell<VehicleOutcome, VehicleDistribution> {
  return cellOf(rangedAttackDefinition, { system: 'silhouette', resolve: 'ranged-attack', ...input });
}

/**
 * Varied cases, each with the modifiers, DM and Armor worked out by hand from the tables
 * (`expect`), for the independent enumeration.
 */
export const RANGED_ATTACK_CASES: Array<{
  name: string;
  input: Record<string, unknown>;
  expect: {
    attack: number;
    defense: number;
    dm: number;
    armor: number;
    state: number;
    halveFinal?: boolean;
    fumbles?: boolean;
    aDice?: number;
    dDice?: number;
    /** The DAMAGE VS ARMOR multiples (light, heavy, overkill) when rules.damage-thresholds changes them. */
    thresholds?: [number, number, number];
    /** What each extra 6 adds when rules.extra-six changes it. */
    sixBonus?: number;
  };
}> = [
  {
    name: 'General, stationary, M4B cannon at 3 cm (medium) on a Valkyrie from the front',
    input: {
      attacker: { unit: 'm11a3-general', movement: 'stationary' },
      weapon: 'm4b-cannon',
      range: 3,
      defender: { unit: 'pzkpf-v-valkyrie', last_move: 5, armor: 14 },
    },
    // +1 perception −1 FC +0 acc −1 medium +2 stationary; DM 5 + RoF 1; Armor 14 + 2 reinforced front
    expect: { attack: 1, defense: 0, dm: 6, armor: 16, state: 0 },
  },
  {
    name: 'Valkyrie at Top Speed, LMG burst on a Lightly Damaged General from the flank at 8 cm (extreme)',
    input: {
      attacker: { unit: 'pzkpf-v-valkyrie', movement: 'top' },
      weapon: '792mm-lmg',
      range: 8,
      arc: 'flank',
      defender: { unit: 'm11a3-general', last_move: 1, maneuver: -1, armor: 9, damage: 'light' },
    },
    // +1 −1 +0 −3 −3 −1 flank = −7; defense −1 −2 = −3; DM 2 + 2; no reinforced armor on the flank
    expect: { attack: -7, defense: -3, dm: 4, armor: 9, state: 1 },
  },
  {
    name: 'three-dice gunner, extra action, obscured, at a defender using Defensive Maneuvers and a Command Point',
    input: {
      attacker: { skill: 3, fire_control: 1, movement: 'half-combat', extra_actions: 1 },
      weapon: 'kwk77-cannon',
      rof_used: 0,
      range: 2,
      obscurement: 2,
      arc: 'rear',
      defender: { last_move: 12, defensive_maneuvers: true, command_point: true, armor: 5, damage: 'heavy' },
    },
    // +1 +1 FC +0 +0 short +1 −2 obsc −1 action −2 rear = −2; defense +2 +3 +2 = 7
    expect: { attack: -2, defense: 7, dm: 5, armor: 5, state: 2, aDice: 3 },
  },
  {
    name: 'grenades in contact, Heavy-Damaged attacker halving the final damage, no fumbles',
    input: {
      rules: { fumble: 'none', 'heavy-damage': 'final-damage' },
      attacker: { heavy_damage: true, skill: 1 },
      weapon: 'grenades',
      in_contact: true,
      defender: { skill: 1, last_move: 0, armor: 10, damage: 'heavy-and-light' },
    },
    // +1 perception +0 FC −1 acc +1 point blank +0 combat = +1; defense −3; DM 9
    expect: {
      attack: 1,
      defense: -3,
      dm: 9,
      armor: 10,
      state: 3,
      halveFinal: true,
      fumbles: false,
      aDice: 1,
      dDice: 1,
    },
  },
  {
    name: 'house rules: LMG burst adding 2 a point of RoF, Light at 1, Heavy at 3, Overkill at 5 × Armor, each extra 6 worth 2',
    input: {
      rules: { 'burst-dm-per-rof': 2, 'damage-thresholds': { heavy: 3, overkill: 5 }, 'extra-six': 2 },
      attacker: { unit: 'pzkpf-v-valkyrie', movement: 'stationary' },
      weapon: '792mm-lmg',
      range: 1,
      defender: { unit: 'm11a3-general', last_move: 5, armor: 6 },
    },
    // +1 −1 FC +0 acc +0 short +2 stationary = +2; defense 0; DM 2 + 2 × 2 RoF; Armor 6 + 1 reinforced front
    expect: { attack: 2, defense: 0, dm: 6, armor: 7, state: 0, thresholds: [1, 3, 5], sixBonus: 2 },
  },
  {
    name: 'house rules: Defensive Maneuvers worth +1, a Command Point worth +4',
    input: {
      rules: { 'defense-bonuses': { 'defensive-maneuvers': 1, 'command-point': 4 } },
      attacker: { movement: 'stationary' },
      weapon: 'kwk77-cannon',
      range: 2,
      defender: { last_move: 5, defensive_maneuvers: true, command_point: true, armor: 6 },
    },
    // +1 perception +0 FC +0 acc +0 short +2 stationary; defense +0 last move +1 +4; DM 5 + RoF 1
    expect: { attack: 3, defense: 5, dm: 6, armor: 6, state: 0 },
  },
  {
    name: 'house rules: infantry with LMGs, massed bonus 2 for 2-3 troopers, no bonus for extra sixes',
    input: {
      rules: { 'infantry-rof-bonus': { 'two-to-three': 2 }, 'extra-six': 0 },
      attacker: { kind: 'infantry', troopers: 3, perception: 0 },
      weapon: '792mm-lmg',
      range: 1,
      defender: { armor: 8 },
    },
    // +0 perception +0 acc +0 short +0 combat = 0; defense 0 (last move 5); DM 2 + RoF 2 + massed 2
    expect: { attack: 0, defense: 0, dm: 6, armor: 8, state: 0, sixBonus: 0 },
  },
];
