import type { AttacksToKillCell } from '../../../../src/systems/guns-n-grenades/attacksToKill/AttacksToKillCell.js';
import attacksToKillDefinition from '../../../../src/systems/guns-n-grenades/attacksToKill/attacksToKillDefinition.js';
import { cellOf } from '../../../cellOf.js';

/** Builds a normalized attacks-to-kill cell from scenario-shaped input, as the loader would (for tests). */
export function attacksToKillCell(input: Record<string, unknown>): AttacksToKillCell {
  return cellOf(attacksToKillDefinition, { system: 'guns-n-grenades', resolve: 'attacks-to-kill', ...input });
}

/** Varied cases, each with the hits needed from Healthy and the single-attack hit chance worked by hand. */
export const ATTACKS_TO_KILL_CASES: Record<
  string,
  { input: Record<string, unknown>; hits: number; atk: number; def: number; fastShot: 0 | 1 | 2 }
> = {
  'riflemen at riflemen (Tough: 4 hits)': {
    input: { attacker: { unit: 'riflemen' }, target: { unit: 'riflemen' }, distance: 6 },
    hits: 4,
    atk: 3,
    def: 2,
    fastShot: 0,
  },
  'grenadier at heavy infantry (Deadly: 2 hits)': {
    input: { attacker: { unit: 'grenadier' }, target: { unit: 'heavy-infantry' }, distance: 6 },
    hits: 2,
    atk: 4,
    def: 2,
    fastShot: 0,
  },
  'grenadier at riflemen, first-hit-absorbed (3 hits)': {
    input: {
      rules: { 'tough-multiple-damage': 'first-hit-absorbed' },
      attacker: { unit: 'grenadier' },
      target: { unit: 'riflemen' },
      distance: 6,
    },
    hits: 3,
    atk: 4,
    def: 2,
    fastShot: 0,
  },
  'tank at riflemen behind cover (3 damage against Tough: 2 hits)': {
    input: { attacker: { unit: 'tank' }, target: { unit: 'riflemen', cover: true }, distance: 6 },
    hits: 2,
    atk: 6,
    def: 5,
    fastShot: 0,
  },
  'scouts (Fast Shot) at hunkered medics (p of 1 in 36 before the re-roll: long tail)': {
    input: { attacker: { unit: 'scouts' }, target: { unit: 'medics', hunker: true }, distance: 5 },
    hits: 3,
    atk: 2,
    def: 6,
    fastShot: 1,
  },
  'parameters: riflemen at riflemen with Tough 3 hits (5 hits), cover +1': {
    input: {
      rules: { 'tough-hits': 3, 'cover-def': 1 },
      attacker: { unit: 'riflemen' },
      target: { unit: 'riflemen', cover: true },
      distance: 6,
    },
    hits: 5,
    atk: 3,
    def: 3,
    fastShot: 0,
  },
  'parameters: a grenadier dealing 3 at hunkered heavy infantry (+1): one hit': {
    input: {
      rules: { 'deadly-damage': 3, 'hunker-def': 1 },
      attacker: { unit: 'grenadier' },
      target: { unit: 'heavy-infantry', hunker: true },
      distance: 6,
    },
    hits: 1,
    atk: 4,
    def: 3,
    fastShot: 0,
  },
  'machine gunner at an armored truck, both dice re-rolled': {
    input: {
      rules: { 'fast-shot': 'reroll-both-dice' },
      attacker: { unit: 'machine-gunner' },
      target: { unit: 'armored-truck' },
      distance: 6,
    },
    hits: 3,
    atk: 5,
    def: 3,
    fastShot: 2,
  },
};
