import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { bruteForceGroundBlast } from '../../../../testing/systems/guns-n-grenades/groundBlast/bruteForceGroundBlast.js';
import { packExact } from '../../../core/ExactResult.js';
import { exactGroundBlast } from './exactGroundBlast.js';
import type { GroundBlastCell } from './GroundBlastCell.js';
import groundBlastDefinition from './groundBlastDefinition.js';
import groundBlastKernel from './groundBlastKernel.js';
import { groundBlastLayout } from './groundBlastLayout.js';

const input = (more: Record<string, unknown>) => ({ system: 'guns-n-grenades', resolve: 'ground-blast', ...more });
const cell = (more: Record<string, unknown>): GroundBlastCell => cellOf(groundBlastDefinition, input(more));

/** Cases with something of their own each: Tough, cover, both Fast Shot readings, the spot defending, terrain, a flashbang. */
const CASES: Record<string, Record<string, unknown>> = {
  'parameters: a mortar over terrain hitting on 1-3, on riflemen (Tough 3) in cover +5 and hunkered medics +1': {
    rules: { 'dangerous-terrain-faces': 3, 'tough-hits': 3, 'cover-def': 5, 'hunker-def': 1 },
    attacker: { unit: 'mortar', dangerous_terrain: 1 },
    in_blast: [
      { unit: 'riflemen', cover: true },
      { unit: 'medics', hunker: true },
    ],
    distance: 10,
  },
  'a mortar on riflemen (Tough) and medics': {
    attacker: { unit: 'mortar' },
    in_blast: [{ unit: 'riflemen' }, { unit: 'medics', stage: 'wounded' }],
    distance: 10,
  },
  'heavy infantry with a grenade launcher (Fast Shot, attacker re-rolls) on two riflemen, one in cover': {
    attacker: { unit: 'heavy-infantry', upgrade: 'grenade-launchers', fire: 'grenade-launcher' },
    in_blast: [
      { unit: 'riflemen', cover: true },
      { unit: 'riflemen', stage: 'bloodied' },
    ],
  },
  'the same with every die re-rolled, three units': {
    rules: { 'fast-shot': 'reroll-both-dice' },
    attacker: { unit: 'heavy-infantry', upgrade: 'grenade-launchers', fire: 'grenade-launcher' },
    in_blast: [
      { unit: 'riflemen', cover: true },
      { unit: 'heavy-infantry', hunker: true },
      { unit: 'snipers', stage: 'wounded' },
    ],
  },
  'a tank on the spot (spot-defends) after dangerous terrain': {
    rules: { 'ground-blast': 'spot-defends' },
    attacker: { unit: 'tank', dangerous_terrain: 1 },
    in_blast: [{ unit: 'riflemen' }, { unit: 'scouts' }],
  },
  'light infantry throwing a flashbang (Fast Shot) at the spot, spot-defends': {
    rules: { 'ground-blast': 'spot-defends' },
    attacker: { unit: 'light-infantry', upgrade: 'flashbang-grenades', fire: 'flashbang' },
    in_blast: [{ unit: 'riflemen' }, { unit: 'medics', cover: true }],
  },
};

describe('ground-blast (Glossary, Blast Radius: "from the specific location targeted")', () => {
  Object.entries(CASES).forEach(([name, more], i) => {
    it(`${name}: exact against a plain enumeration, Monte Carlo against exact`, () => {
      const c = cell(more);
      const exact = exactGroundBlast(c);
      const counters = packExact(groundBlastLayout(c), exact);
      const brute = bruteForceGroundBlast(c);
      expect(counters.length).toBe(brute.length);
      brute.forEach((p, k) => expect(counters[k], `counter ${k}`).toBeCloseTo(p, 10));
      expectKernelMatchesExact(groundBlastKernel, c, exact, 150_000, 1800 + i);
    });
  });

  it('hand-worked: a mortar (ATK +6) on two riflemen (DEF +2): one d6 + 6 against each d6 + 2', () => {
    // A rifleman is hit unless his die beats the mortar's by 4 or more: for the mortar's 1, 2, 3+ that is 4/6, 5/6, 1.
    const exact = exactGroundBlast(
      cell({ attacker: { unit: 'mortar' }, in_blast: [{ unit: 'riflemen' }, { unit: 'riflemen' }] }),
    );
    expect(exact.distributions.units_hit[2]).toBeCloseTo((1 / 6) * ((4 / 6) ** 2 + (5 / 6) ** 2 + 4), 14); // 185/216
    expect(exact.distributions.units_hit[0]).toBeCloseTo((1 / 6) * ((2 / 6) ** 2 + (1 / 6) ** 2), 14);
    // Deadly (2 units of damage) on a Tough rifleman: Healthy → hit once, so no one dies.
    expect(exact.outcomes.some_dead).toBe(0);
    // The spot defends with d6 + 0: d6 + 6 always beats it, and every unit is struck.
    const spot = exactGroundBlast(
      cell({
        rules: { 'ground-blast': 'spot-defends' },
        attacker: { unit: 'mortar' },
        in_blast: [{ unit: 'riflemen' }, { unit: 'riflemen' }],
      }),
    );
    expect(spot.distributions.units_hit[2]).toBe(1);
  });

  it('refuses a unit with no blast radius, and a spot out of range is no attack', () => {
    const found = issuesOf(
      groundBlastDefinition,
      input({ attacker: { unit: 'riflemen' }, in_blast: [{ unit: 'medics' }] }),
    );
    expect(found.map((i) => i.path.join('.'))).toEqual(['attacker.unit']);
    expect(found[0].message).toMatch(/no blast radius/);
    const far = cell({ attacker: { unit: 'mortar' }, in_blast: [{ unit: 'medics' }], distance: 5 });
    expect(far.canAttack).toBe(false);
    expect(exactGroundBlast(far).outcomes.no_attack).toBe(1);
  });
});
