import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceTroopDrop } from '../../../../../testing/systems/stargrunt2/aerospace/bruteForceTroopDrop.js';
import { exactTroopDrop } from './exactTroopDrop.js';
import troopDropDefinition from './troopDropDefinition.js';
import troopDropKernel from './troopDropKernel.js';

const input = (extra: Record<string, unknown>) => ({ system: 'stargrunt2', resolve: 'troop-drop', ...extra });
const cell = (extra: Record<string, unknown>) => cellOf(troopDropDefinition, input(extra));
const issues = (extra: Record<string, unknown>) => issuesOf(troopDropDefinition, input(extra));

const CASES: Array<Record<string, unknown>> = [
  { method: 'landing', quality: 'green', figures: 3, lz: 'obstructed' },
  { method: 'rope', quality: 'regular', figures: 3, terrain: 'difficult' },
  { method: 'jump', quality: 'green', figures: 2, craft: 'grav' },
  { method: 'paradrop', quality: 'regular', figures: 3, terrain: 'bad', clearing_radius: 4 },
  { method: 'orbital', quality: 'elite', figures: 2, terrain: 'water', power_armour: true, clearing_radius: 9 },
  { method: 'paradrop', quality: 'veteran', figures: 2, terrain: 'urban' },
  { method: 'landing', quality: 'regular', figures: 2, lz: 'obstructed', rules: { 'lz-stranded-up-to': 5 } },
  { method: 'rope', quality: 'green', figures: 3, terrain: 'difficult', rules: { 'hover-difficult-hurt-up-to': 4 } },
  {
    method: 'paradrop',
    quality: 'regular',
    figures: 2,
    terrain: 'urban',
    clearing_radius: 3,
    rules: { 'urban-lost-up-to': 6 },
  },
];

describe('troop-drop: the rulebook numbers', () => {
  it("hand-worked: an obstructed LZ strands a Green crew's craft on 1–2 of the D6 (1/3); a clear LZ never", () => {
    expect(exactTroopDrop(cell(CASES[0])).outcomes.craft_stranded).toBeCloseTo(1 / 3, 15);
    expect(exactTroopDrop(cell({ ...CASES[0], lz: 'clear' })).outcomes.craft_stranded).toBe(0);
  });

  it('hand-worked: eight Regulars rope down, "on a roll of 1" (1/8) each is hurt: nobody hurt (7/8)⁸; in difficult terrain 1–2: (6/8)⁸', () => {
    expect(exactTroopDrop(cell({ method: 'rope', quality: 'regular', figures: 8 })).outcomes.unharmed).toBeCloseTo(
      (7 / 8) ** 8,
      15,
    );
    expect(
      exactTroopDrop(cell({ method: 'rope', quality: 'regular', figures: 8, terrain: 'difficult' })).outcomes.unharmed,
    ).toBeCloseTo((6 / 8) ** 8, 15);
  });

  it('hand-worked: from orbit the D10 is doubled (2 … 20"), a natural 1 injured; the farthest of two men is 20" with 1 − (9/10)²', () => {
    const e = exactTroopDrop(cell({ method: 'orbital', quality: 'veteran', figures: 2, power_armour: true }));
    expect(e.distributions.farthest[20]).toBeCloseTo(1 - 0.81, 15);
    expect(e.distributions.farthest[19]).toBe(0);
    expect(e.distributions.injured[0]).toBeCloseTo(0.81, 15);
  });

  it('in bad terrain a Regular (D8) is lost on 1–2; urban 1–4; water always, Powered Infantry on 1–3', () => {
    expect(cell({ method: 'paradrop', quality: 'regular', figures: 1, terrain: 'bad' }).lostAtMost).toBe(2);
    expect(cell({ method: 'paradrop', quality: 'regular', figures: 1, terrain: 'urban' }).lostAtMost).toBe(4);
    expect(
      exactTroopDrop(cell({ method: 'paradrop', quality: 'regular', figures: 4, terrain: 'water' })).distributions
        .lost[4],
    ).toBeCloseTo(1, 15);
    expect(
      exactTroopDrop(cell({ method: 'paradrop', quality: 'regular', figures: 1, terrain: 'water', power_armour: true }))
        .distributions.lost[1],
    ).toBeCloseTo(3 / 8, 15);
  });
});

describe('troop-drop: parameters', () => {
  it('each "rolls this or less" score reaches the cell and its odds: stranded on 1–5 of a D8, hurt roping on 1–3, lost on 1–6 in bad terrain', () => {
    expect(
      exactTroopDrop(
        cell({
          method: 'landing',
          quality: 'regular',
          figures: 1,
          lz: 'obstructed',
          rules: { 'lz-stranded-up-to': 5 },
        }),
      ).outcomes.craft_stranded,
    ).toBeCloseTo(5 / 8, 15);
    expect(cell({ method: 'rope', quality: 'regular', figures: 1, rules: { 'hover-hurt-up-to': 3 } }).atMost).toBe(3);
    expect(
      cell({
        method: 'paradrop',
        quality: 'regular',
        figures: 1,
        terrain: 'bad',
        rules: { 'bad-terrain-lost-up-to': 6 },
      }).lostAtMost,
    ).toBe(6);
    const powered = cell({
      method: 'paradrop',
      quality: 'regular',
      figures: 1,
      terrain: 'water',
      power_armour: true,
      rules: { 'powered-water-lost-up-to': 1 },
    });
    expect(exactTroopDrop(powered).distributions.lost[1]).toBeCloseTo(1 / 8, 15);
  });
});

describe('troop-drop: exact against a plain enumeration, Monte Carlo against exact', () => {
  it.each(CASES.map((c, i) => [i, c] as const))('case %i: exact equals the face-by-face enumeration', (_, c) => {
    const normalized = cell(c);
    const exact = exactTroopDrop(normalized);
    const brute = bruteForceTroopDrop(normalized);
    // 11 digits: the enumeration adds up to 10⁵ paths' products of 1/sides one by one.
    for (const [name, p] of Object.entries(exact.outcomes)) expect(p, name).toBeCloseTo(brute.outcomes[name] ?? 0, 11);
    for (const name of ['injured', 'lost', 'farthest'] as const)
      exact.distributions[name].forEach((p, k) => expect(p, `${name} ${k}`).toBeCloseTo(brute[name].get(k) ?? 0, 11));
  });

  it.each(CASES.map((c, i) => [i, c] as const))('case %i: Monte Carlo within 4.5 standard errors of exact', (i, c) => {
    const normalized = cell(c);
    expectKernelMatchesExact(troopDropKernel, normalized, exactTroopDrop(normalized), 200_000, 2800 + i);
  });
});

describe('troop-drop: bad input', () => {
  it('"Only REGULAR units or better may be paradropped ... only VETERANS or ELITES may drop from orbit"; "Only Power-Armoured troops may drop directly from orbit"', () => {
    expect(issues({ method: 'paradrop', quality: 'green', figures: 6 })[0].path).toEqual(['quality']);
    expect(issues({ method: 'orbital', quality: 'regular', figures: 6, power_armour: true })[0].path).toEqual([
      'quality',
    ]);
    expect(issues({ method: 'orbital', quality: 'elite', figures: 6 })[0].path).toEqual(['power_armour']);
  });

  it('no abseiling from a grav vehicle; terrain and keys that do not fit the method', () => {
    expect(issues({ method: 'rope', quality: 'regular', figures: 6, craft: 'grav' })[0].path).toEqual(['craft']);
    expect(issues({ method: 'rope', quality: 'regular', figures: 6, terrain: 'urban' })[0].path).toEqual(['terrain']);
    expect(issues({ method: 'jump', quality: 'regular', figures: 6, clearing_radius: 3 })[0].path).toEqual([
      'clearing_radius',
    ]);
    expect(issues({ method: 'paradrop', quality: 'regular', figures: 6, lz: 'obstructed' })[0].path).toEqual(['lz']);
  });
});
