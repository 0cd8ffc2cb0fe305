import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceBurning } from '../../../../../testing/systems/stargrunt2/fires/bruteForceBurning.js';
import { ExactIntractableError } from '../../../../core/ExactIntractableError.js';
import { loadScenario } from '../../../../scenario/loadScenario.js';
import { ScenarioError } from '../../../../scenario/ScenarioError.js';
import { registry } from '../../../registry.js';
import { FIRES_SHOWN } from './BurningCell.js';
import burningDefinition from './burningDefinition.js';
import burningKernel from './burningKernel.js';
import { exactBurning } from './exactBurning.js';
import { firefightingDie } from './normalizeBurning.js';

const input = (extra: Record<string, unknown>) => ({ system: 'stargrunt2', resolve: 'burning', ...extra });
const cell = (extra: Record<string, unknown>) => cellOf(burningDefinition, input(extra));
const issues = (extra: Record<string, unknown>) => issuesOf(burningDefinition, input(extra));

/** Small cells the brute force can walk face by face: markers, flamers, firefighters, from a later turn. */
const CASES: Array<Record<string, unknown>> = [
  { turns: 3 },
  { fires: 2, turns: 2 },
  { flamer: { uses: 2, area: 'flammable' }, turns: 2 },
  { flamer: { area: 'normal' }, turns: 2, firefighters: { men: 5 } },
  { fires: 2, turns: 2, firefighters: { men: 3, units: 2, from_turn: 2 } },
  { turns: 2, firefighters: { men: 10, from_turn: 2 } },
  {
    flamer: { area: 'normal' },
    turns: 2,
    firefighters: { men: 4 },
    rules: { 'normal-start-from': 4, 'firefight-from': 3 },
  },
];

describe('burning: the rulebook numbers, hand-worked', () => {
  it('"only a 6 will cause a fire" (1/6); "it will catch light on a roll of 3 or greater" (4/6)', () => {
    expect(exactBurning(cell({ flamer: { area: 'normal' }, turns: 1 })).outcomes.not_started).toBeCloseTo(5 / 6, 15);
    expect(exactBurning(cell({ flamer: { area: 'flammable' }, turns: 1 })).outcomes.not_started).toBeCloseTo(2 / 6, 15);
  });

  it('"on a roll of 1 the fire goes out, but on a roll of 6 it spreads": one marker is out by turn 2 with 1/6 + 4/6·1/6 + 1/6·1/36 = 61/216', () => {
    const e = exactBurning(cell({ turns: 2 }));
    expect(e.distributions.turn_out[1]).toBeCloseTo(1 / 6, 15);
    expect(e.outcomes.out).toBeCloseTo(61 / 216, 15);
    // Two markers after turn 1 (a spread), none going out at turn 2, none spreading: 1/6 · (4/6)².
    expect(exactBurning(cell({ turns: 1 })).distributions.fires[2]).toBeCloseTo(1 / 6, 15);
  });

  it('"roll the die type nearest to the NUMBER of men in the unit (rounded up) ... 4 OR BETTER": six men roll a D6, out 1/2 + 1/2·1/6 = 7/12 in one turn', () => {
    expect([1, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(firefightingDie)).toEqual([4, 4, 6, 6, 8, 8, 10, 10, 12, 12]);
    expect(exactBurning(cell({ turns: 1, firefighters: { men: 6 } })).outcomes.out).toBeCloseTo(7 / 12, 15);
  });

  it('parameters: a normal area lit on 4+ (3/6), a flammable one on 2+ (5/6); a D6 firefighter on 5+ puts one marker out 1/3 + 2/3·1/6 = 4/9', () => {
    expect(
      exactBurning(cell({ flamer: { area: 'normal' }, turns: 1, rules: { 'normal-start-from': 4 } })).outcomes
        .not_started,
    ).toBeCloseTo(3 / 6, 15);
    expect(
      exactBurning(cell({ flamer: { area: 'flammable' }, turns: 1, rules: { 'flammable-start-from': 2 } })).outcomes
        .not_started,
    ).toBeCloseTo(1 / 6, 15);
    expect(
      exactBurning(cell({ turns: 1, firefighters: { men: 6 }, rules: { 'firefight-from': 5 } })).outcomes.out,
    ).toBeCloseTo(4 / 9, 15);
  });

  it('SMOKE: "roll a D6 and place that number of smoke clouds", then "on a 1 remove all the smoke, on a 2 remove one cloud": no smoke after turn 1 with 71/216', () => {
    // Fire out (1/6), or alight and the smoke D6 a 1 (5/6 · 1/6), or a 2 on a line of one cloud (5/6 · 1/6 · 1/6).
    const e = exactBurning(cell({ turns: 1 }));
    expect(e.distributions.clouds[0]).toBeCloseTo(71 / 216, 15);
    expect(e.distributions.clouds[7]).toBeCloseTo((5 / 6) * (2 / 6) * (1 / 6), 15);
  });
});

describe('burning: exact against a plain enumeration, Monte Carlo against exact', () => {
  it.each(CASES.map((c, i) => [i, c] as const))('case %i: exact equals the face-by-face enumeration', (_, c) => {
    const normalized = cell(c);
    const exact = exactBurning(normalized);
    const brute = bruteForceBurning(normalized);
    // 10 digits: the enumeration adds up to 10⁶ path weights plainly, in a different order from the evaluator.
    for (const [name, p] of Object.entries(brute.outcomes))
      expect(exact.outcomes[name as keyof typeof exact.outcomes], name).toBeCloseTo(p, 10);
    for (const name of ['turn_out', 'fires', 'clouds'] as const) {
      const values = exact.distributions[name];
      expect(
        values.reduce((a, b) => a + b, 0),
        `${name} sums to 1`,
      ).toBeCloseTo(1, 13);
      const lumped = new Map<number, number>();
      for (const [k, p] of brute[name]) {
        const at = name === 'fires' ? Math.min(k, FIRES_SHOWN) : k;
        lumped.set(at, (lumped.get(at) ?? 0) + p);
      }
      values.forEach((p, k) => expect(p, `${name} = ${k}`).toBeCloseTo(lumped.get(k) ?? 0, 10));
      for (const k of lumped.keys()) expect(k, `${name} = ${k} is in the layout`).toBeLessThan(values.length);
    }
  });

  it.each([...CASES, { fires: 3, turns: 8, firefighters: { men: 8 } }].map((c, i) => [i, c] as const))(
    'case %i: Monte Carlo within 4.5 standard errors of exact',
    (i, c) => {
      const normalized = cell(c);
      expectKernelMatchesExact(burningKernel, normalized, exactBurning(normalized), 200_000, 1800 + i);
    },
  );

  it('beyond 1024 markers the exact evaluator says so (Monte Carlo still runs)', () => {
    expect(() => exactBurning(cell({ flamer: { uses: 6 }, turns: 8 }))).toThrow(ExactIntractableError);
  });
});

describe('burning: bad input', () => {
  it('a flamer and markers already burning are two different starts', () => {
    expect(issues({ flamer: { area: 'normal' }, fires: 2 })[0].path).toEqual(['fires']);
  });

  it('firefighters arriving after the last turn followed never act (a note, not an error: sweeps over turns pass there)', () => {
    const late = cell({ turns: 2, firefighters: { men: 6, from_turn: 3 } });
    expect(late.note).toContain('never act');
    expect(exactBurning(late).outcomes.out).toBeCloseTo(exactBurning(cell({ turns: 2 })).outcomes.out, 15);
  });

  it('a misspelt area is located in the file, with the closest names', async () => {
    const text = 'system: stargrunt2\nresolve: burning\nflamer:\n  area: flamable\n';
    const problems = await loadScenario('x.yaml', text, registry).then(
      () => [],
      (error: unknown) => (error instanceof ScenarioError ? error.diagnostics : Promise.reject(error)),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'x.yaml', line: 4, column: 9 });
    expect(problems[0].suggestions).toContain('flammable');
  });
});
