import type { DuelCell } from '../../../../src/systems/guns-n-grenades/duel/DuelCell.js';
import duelDefinition from '../../../../src/systems/guns-n-grenades/duel/duelDefinition.js';
import { cellOf } from '../../../cellOf.js';

/** Builds a normalized duel cell from scenario-shaped input, as the loader would (for tests). */
export function duelCell(input: Record<string, unknown>): DuelCell {
  return cellOf(duelDefinition, { system: 'guns-n-grenades', resolve: 'duel', ...input });
}

/** Varied cases for the exact and Monte Carlo tests. */
export const DUEL_TEST_CASES: Record<string, Record<string, unknown>> = {
  'riflemen against heavy infantry, attacker first': {
    attacker: { unit: 'riflemen' },
    defender: { unit: 'heavy-infantry' },
    distance: 6,
    max_turns: 12,
  },
  'grenadier in cover against a tank, defender first': {
    attacker: { unit: 'grenadier', cover: true },
    defender: { unit: 'tank' },
    first: 'defender',
    distance: 8,
    max_turns: 10,
  },
  'scouts with a medic against light infantry (both Fast Shot, re-roll both dice)': {
    rules: { 'fast-shot': 'reroll-both-dice' },
    attacker: { unit: 'scouts', medic: true },
    defender: { unit: 'light-infantry', hunker: true },
    distance: 5,
    max_turns: 9,
  },
  'snipers against a machine gunner with body armor at 10 inches': {
    attacker: { unit: 'snipers' },
    defender: { unit: 'machine-gunner', upgrade: 'body-armor' },
    distance: 10,
    max_turns: 7,
  },
  'parameters: riflemen (Tough 4 hits) in cover +1 against a grenadier (Deadly 3), bayonets +2': {
    rules: { 'tough-hits': 4, 'deadly-damage': 3, 'cover-def': 1, 'upgrade-bonuses': { 'bayonets-atk': 2 } },
    attacker: { unit: 'riflemen', cover: true, upgrade: 'bayonets' },
    defender: { unit: 'grenadier' },
    distance: 1,
    max_turns: 14,
  },
  'grenadier against riflemen with bayonets and a medic, first-hit-absorbed': {
    rules: { 'tough-multiple-damage': 'first-hit-absorbed' },
    attacker: { unit: 'grenadier' },
    defender: { unit: 'riflemen', upgrade: 'bayonets', medic: true },
    distance: 1,
    max_turns: 15,
  },
};
