import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { expectBombRunMatchesEnumeration } from '../../../../../testing/systems/stargrunt2/aerospace/expectAerospaceMatchesEnumeration.js';
import bombRunDefinition from './bombRunDefinition.js';
import bombRunKernel from './bombRunKernel.js';
import { exactBombRun } from './exactBombRun.js';

const input = (extra: Record<string, unknown>) => ({ system: 'stargrunt2', resolve: 'bomb-run', ...extra });
const cell = (extra: Record<string, unknown>) => cellOf(bombRunDefinition, input(extra));
const issues = (extra: Record<string, unknown>) => issuesOf(bombRunDefinition, input(extra));
const target = (extra: Record<string, unknown> = {}) => ({ ahead: 9, armour: 'partial-light', ...extra });

const CASES: Array<Record<string, unknown>> = [
  { bombs: { count: 4, delivery: 'small' }, target: target({ figures: 2 }) },
  {
    bombs: { count: 3, release: 'together', delivery: 'medium', warhead: 'aps' },
    target: target({ ahead: 4, aside: 2, figures: 2, cover: 'soft' }),
  },
  {
    bombs: { count: 2, delivery: 'tiny' },
    delivery_systems: { tiny: 1 },
    rules: { 'burst-edge': 'inside' },
    target: target({ ahead: 5, figures: 3 }),
  },
  { bombs: { count: 2, delivery: 'small' }, hovering: true, target: target({ ahead: 3, figures: 2, armour: 'basic' }) },
  {
    bombs: { count: 2, delivery: 'small' },
    rules: { 'kill-multiple': 3, 'hard-cover-shift': 1, 'in-position-armour-shift': 2 },
    target: target({ ahead: 6, figures: 2, cover: 'hard', in_position: true }),
  },
];

describe('bomb-run: the rulebook numbers', () => {
  it('"the first bomb impacts 4" in front ... the last 6" on (15" total)": a stick of four lands 4 … 24" out, 24" only on four 6s', () => {
    const e = exactBombRun(cell({ bombs: { count: 4, delivery: 'small' }, target: target() }));
    expect(e.distributions.farthest_impact[24]).toBeCloseTo(1 / 6 ** 4, 15);
    expect(e.distributions.farthest_impact[3]).toBe(0);
    // Four D6s total 15 in 140 of the 1296 sequences (the rulebook's own 4, 2, 3, 6 among them).
    expect(e.distributions.farthest_impact[15]).toBeCloseTo(140 / 1296, 15);
  });
  it('hand-worked: one bomb, a figure 2" ahead in a 1" burst is caught on faces 1–3; GPE D8 against partial-light D6 kills 12 in 48, wounds 15 in 48', () => {
    const e = exactBombRun(
      cell({
        bombs: { count: 1, delivery: 'tiny' },
        delivery_systems: { tiny: 1 },
        target: target({ ahead: 2, armour: 'partial-light' }),
      }),
    );
    expect(e.outcomes.missed).toBeCloseTo(1 / 2, 15);
    expect(e.distributions.dead[1]).toBeCloseTo((1 / 2) * (12 / 48), 15);
    expect(e.distributions.wounded[1]).toBeCloseTo((1 / 2) * (15 / 48), 15);
  });
  it('parameters: kill-multiple 3 kills 7 in 48 of GPE D8 against D6; soft cover shifting none, In Position two: a D10 armour', () => {
    const one = { bombs: { count: 1, delivery: 'tiny' }, delivery_systems: { tiny: 1 } };
    const e = exactBombRun(
      cell({ ...one, rules: { 'kill-multiple': 3 }, target: target({ ahead: 2, armour: 'partial-light' }) }),
    );
    // More than 3 × the armour: a = 1: 4–8 (5), a = 2: 7–8 (2).
    expect(e.distributions.dead[1]).toBeCloseTo((1 / 2) * (7 / 48), 15);
    const c = cell({
      ...one,
      rules: { 'soft-cover-shift': 0, 'in-position-armour-shift': 2 },
      target: target({ ahead: 2, cover: 'soft', in_position: true }),
    });
    expect([c.armour.sides, c.impact.sides]).toEqual([10, 8]);
  });

  it('"if all the bombs are released together ... each one measured from the aircraft": two together never land past 6"', () => {
    const e = exactBombRun(cell({ bombs: { count: 2, release: 'together', delivery: 'small' }, target: target() }));
    expect(e.distributions.farthest_impact.length).toBe(7);
    expect(e.distributions.farthest_impact[6]).toBeCloseTo(11 / 36, 15);
  });
  it('"from a HOVERING aircraft ... they simply impact directly under the craft": a unit 3" off is in every small (3") burst', () => {
    const e = exactBombRun(cell(CASES[3]));
    expect(e.distributions.bursts[2]).toBe(1);
  });
});

describe('bomb-run: exact against a plain enumeration, Monte Carlo against exact', () => {
  it.each(CASES.map((c, i) => [i, c] as const))('case %i: exact equals the face-by-face enumeration', (_, c) => {
    expectBombRunMatchesEnumeration(cell(c));
  });
  it.each(CASES.map((c, i) => [i, c] as const))('case %i: Monte Carlo within 4.5 standard errors of exact', (i, c) => {
    const normalized = cell(c);
    expectKernelMatchesExact(bombRunKernel, normalized, exactBombRun(normalized), 200_000, 3100 + i);
  });
});

describe('bomb-run: bad input', () => {
  it('unknown delivery, warhead and armour are located, with the nearest names', () => {
    expect(issues({ bombs: { count: 2, delivery: 'smal' }, target: target() })[0].path).toEqual(['bombs', 'delivery']);
    expect(issues({ bombs: { count: 2, delivery: 'small', warhead: 'gpf' }, target: target() })[0].path).toEqual([
      'bombs',
      'warhead',
    ]);
    expect(issues({ bombs: { count: 2, delivery: 'small' }, target: target({ armour: 'ful-light' }) })[0].path).toEqual(
      ['target', 'armour'],
    );
  });
  it('counts out of range and misspelt keys', () => {
    const parsed = (extra: Record<string, unknown>) =>
      bombRunDefinition.schema.safeParse(input(extra)).error?.issues[0].path;
    expect(parsed({ bombs: { count: 13, delivery: 'small' }, target: target() })).toEqual(['bombs', 'count']);
    expect(parsed({ bombs: { count: 2, delivery: 'small', relase: 'stick' }, target: target() })).toEqual(['bombs']);
  });
});
