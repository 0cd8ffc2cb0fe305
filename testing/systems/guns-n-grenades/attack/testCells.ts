import type { AttackCell } from '../../../../src/systems/guns-n-grenades/attack/AttackCell.js';
import attackDefinition from '../../../../src/systems/guns-n-grenades/attack/attackDefinition.js';
import { cellOf } from '../../../cellOf.js';

/** Builds a normalized attack cell from scenario-shaped input, as the loader would (for tests). */
export function attackCell(input: Record<string, unknown>): AttackCell {
  return cellOf(attackDefinition, { system: 'guns-n-grenades', resolve: 'attack', ...input });
}

/** Varied cases for the exact and Monte Carlo tests. */
export const ATTACK_TEST_CASES: Record<string, Record<string, unknown>> = {
  'riflemen at riflemen in the open (Tough)': {
    attacker: { unit: 'riflemen' },
    target: { unit: 'riflemen' },
    distance: 6,
  },
  'grenadier at healthy light infantry (Deadly: Bloodied)': {
    attacker: { unit: 'grenadier' },
    target: { unit: 'light-infantry' },
    distance: 5,
  },
  'heavy infantry (Fast Shot) at hunkered scouts in cover, hollow points': {
    attacker: { unit: 'heavy-infantry', upgrade: 'hollow-point-rounds' },
    target: { unit: 'scouts', cover: true, hunker: true },
    distance: 8,
  },
  'Fast Shot re-rolls both dice: machine gunner at wounded riflemen with body armor': {
    rules: { 'fast-shot': 'reroll-both-dice' },
    attacker: { unit: 'machine-gunner' },
    target: { unit: 'riflemen', stage: 'wounded', upgrade: 'body-armor' },
    distance: 7,
  },
  'tank at a healthy-hit-once Tough unit, first-hit-absorbed reading': {
    rules: { 'tough-multiple-damage': 'first-hit-absorbed' },
    attacker: { unit: 'tank' },
    target: { unit: 'riflemen', stage: 'healthy-hit-once' },
    distance: 9,
  },
  'mortar blast: target and three others hit with it': {
    attacker: { unit: 'mortar' },
    target: { unit: 'heavy-infantry' },
    others_in_blast: [
      { unit: 'riflemen' },
      { unit: 'medics', cover: true },
      { unit: 'armored-truck', stage: 'shaken' },
    ],
    distance: 12,
  },
  'heavy infantry fire a grenade launcher (2" blast), each unit defends': {
    rules: { blast: 'each-defends' },
    attacker: { unit: 'heavy-infantry', upgrade: 'grenade-launchers', fire: 'grenade-launcher' },
    target: { unit: 'riflemen', cover: true },
    others_in_blast: [{ unit: 'light-infantry' }],
    distance: 7,
  },
  'riflemen throw a flashbang (2½" blast, no damage), each unit defends': {
    rules: { blast: 'each-defends' },
    attacker: { unit: 'riflemen', upgrade: 'flashbang-grenades', fire: 'flashbang' },
    target: { unit: 'heavy-infantry', stage: 'wounded' },
    others_in_blast: [{ unit: 'scouts', hunker: true }],
    distance: 6,
  },
  'tank blast, each unit defends, glanced tank': {
    rules: { blast: 'each-defends' },
    attacker: { unit: 'tank', stage: 'glanced' },
    target: { unit: 'snipers', hunker: true },
    others_in_blast: [
      { unit: 'riflemen', cover: true },
      { unit: 'scouts', stage: 'bloodied' },
    ],
    distance: 4,
  },
  'light infantry with bayonets over two dangerous terrain pieces, bloodied, at a medic': {
    attacker: { unit: 'light-infantry', upgrade: 'bayonets', stage: 'bloodied', dangerous_terrain: 2 },
    target: { unit: 'medics' },
    distance: 1,
  },
  'parameters: a grenadier (Deadly 3) over dangerous terrain hitting on 1-2, at riflemen (Tough 3 hits) in cover +1, hunkered +4':
    {
      rules: { 'deadly-damage': 3, 'dangerous-terrain-faces': 2, 'tough-hits': 3, 'cover-def': 1, 'hunker-def': 4 },
      attacker: { unit: 'grenadier', dangerous_terrain: 1 },
      target: { unit: 'riflemen', cover: true, hunker: true, stage: 'healthy-hit-once' },
      distance: 5,
    },
  'parameters: a mortar (Deadly 1) on riflemen with Tough 4 hits and a body-armoured heavy infantry (+3 DEF) in the blast':
    {
      rules: { 'deadly-damage': 1, 'tough-hits': 4, 'upgrade-bonuses': { 'body-armor-def': 3 } },
      attacker: { unit: 'mortar' },
      target: { unit: 'riflemen' },
      others_in_blast: [{ unit: 'heavy-infantry', upgrade: 'body-armor' }],
      distance: 10,
    },
  'sniper out of range under the unit list (11 inches > 10)': {
    attacker: { unit: 'snipers' },
    target: { unit: 'riflemen' },
    distance: 11,
  },
};
