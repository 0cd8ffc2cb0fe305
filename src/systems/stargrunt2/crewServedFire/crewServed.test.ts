import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { bruteForceCrewServed } from '../../../../testing/systems/stargrunt2/crewServedFire/bruteForceCrewServed.js';
import { loadScenario } from '../../../scenario/loadScenario.js';
import { ScenarioError } from '../../../scenario/ScenarioError.js';
import { registry } from '../../registry.js';
import crewServedDefinition from './crewServedDefinition.js';
import crewServedKernel from './crewServedKernel.js';
import { exactCrewServed } from './exactCrewServed.js';

const input = (extra: Record<string, unknown>) => ({ system: 'stargrunt2', resolve: 'crew-served-fire', ...extra });
const cell = (extra: Record<string, unknown>) => cellOf(crewServedDefinition, input(extra));

/** A Regular squad's rifles at a three-man team with one tripod weapon, at long range (few potential hits). */
const TEAM = {
  firer: { quality: 'regular', troops: [{ count: 4, weapon: 'advanced-assault-rifle' }] },
  target: { figures: 3, armour: 'partial-light' },
  range: 30,
};

const CASES: Array<Record<string, unknown>> = [
  TEAM,
  { ...TEAM, target: { figures: 2, armour: 'basic', cover: 'soft', crew_served: { count: 2 } }, range: 22 },
  {
    ...TEAM,
    rules: { 'weapon-in-count': 'first' },
    target: { figures: 4, armour: 'full-light', cover: 'hard' },
    range: 12,
  },
  {
    ...TEAM,
    firer: { quality: 'green', troops: [{ count: 3, weapon: 'gauss-rifle' }] },
    target: { figures: 3, armour: 'heavy-power', cover: 'hard' },
    range: 6,
  },
];

describe('crew-served-fire: CREW-SERVED WEAPONS', () => {
  it('"the weapon itself should be rolled for as if it was a member of the unit - if it is hit, it gets a D8 Armour Die"', () => {
    const c = cell(TEAM);
    // Three men and the weapon: four members, a D4; the weapon is counted last, on a 4.
    expect(c).toMatchObject({
      figures: 3,
      weapons: 1,
      whoDie: 4,
      weaponsFirst: false,
      weaponArmour: { sides: 8 },
      weaponImpact: { sides: 10 },
    });
    // Soft cover raises the weapon's D8 like the men's armour; hard cover past D12 lowers the impact (open shift).
    expect(cell({ ...TEAM, target: { ...TEAM.target, cover: 'soft' } }).weaponArmour.sides).toBe(10);
    expect(cell({ ...TEAM, target: { figures: 3, armour: 'heavy-power', cover: 'hard' } })).toMatchObject({
      weaponArmour: { sides: 12 },
      weaponImpact: { sides: 10 },
    });
  });

  it("hand-worked: each potential hit disables the weapon of a three-man team 1 time in 16 (the D4's 4, then D10 > 2 × D8 on 20 pairs of 80)", () => {
    // Kill pairs (impact more than twice the armour): armour 1 → impact 3–10 (8), 2 → 5–10 (6), 3 → 7–10 (4), 4 → 9–10 (2).
    const perHit = (1 / 4) * (20 / 80);
    const p = exactCrewServed(cell(TEAM));
    const expected = p.distributions.potential_hits
      .entries()
      .reduce((sum, [h, q]) => sum + q * (1 - (1 - perHit) ** h), 0);
    expect(p.distributions.weapons_disabled.prob(1)).toBeCloseTo(expected, 14);
    // The crew's casualties are those of `fire` at the same men, but a quarter of the hits go to the weapon.
    expect(p.distributions.weapons_disabled.prob(1)).toBeGreaterThan(0);
  });

  // 11 digits: the enumeration adds up to ~10⁶ floating-point products one by one.
  it.each(CASES.map((c, i) => [i, c] as const))('case %i: exact equals the face-by-face enumeration', (_, c) => {
    const normalized = cell(c);
    const exact = exactCrewServed(normalized);
    const brute = bruteForceCrewServed(normalized);
    (['no_effect', 'suppressed_only', 'effective'] as const).forEach((name, i) =>
      expect(exact.outcomes[name], name).toBeCloseTo(brute.outcomes[i], 11),
    );
    for (const name of ['potential_hits', 'dead', 'wounded', 'weapons_disabled'] as const) {
      const d = exact.distributions[name];
      for (const [k, p] of brute[name]) expect(d.prob(k), `${name} = ${k}`).toBeCloseTo(p, 11);
    }
  });

  it.each(CASES.map((c, i) => [i, c] as const))('case %i: Monte Carlo within 4.5 standard errors of exact', (i, c) => {
    const normalized = cell(c);
    expectKernelMatchesExact(crewServedKernel, normalized, exactCrewServed(normalized), 200_000, 1600 + i);
  });

  it('bad input: quick-and-dirty and independent figures are refused at their keys', () => {
    expect(
      issuesOf(crewServedDefinition, input({ ...TEAM, rules: { casualties: 'quick-and-dirty' } }))[0].path,
    ).toEqual(['rules', 'casualties']);
    expect(
      issuesOf(crewServedDefinition, input({ ...TEAM, target: { figures: 1, armour: 'basic', independent: true } }))[0]
        .path,
    ).toEqual(['target', 'independent']);
  });

  it('a misspelt key under crew_served is located in the file, with the closest names', async () => {
    const text = [
      'system: stargrunt2',
      'resolve: crew-served-fire',
      'firer: { quality: regular, troops: [{ count: 4, weapon: advanced-assault-rifle }] }',
      'target:',
      '  figures: 3',
      '  armour: partial-light',
      '  crew_served: { cuont: 1 }',
      'range: 12',
    ].join('\n');
    const problems = await loadScenario('x.yaml', text, registry).then(
      () => [],
      (error: unknown) => (error instanceof ScenarioError ? error.diagnostics : Promise.reject(error)),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'x.yaml', line: 7 });
    expect(problems[0].suggestions).toContain('count');
  });
});
