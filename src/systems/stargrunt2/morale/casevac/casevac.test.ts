import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceCasevac } from '../../../../../testing/systems/stargrunt2/morale/bruteForceCasevac.js';
import { packExact } from '../../../../core/ExactResult.js';
import casevacDefinition from './casevacDefinition.js';
import casevacKernel from './casevacKernel.js';
import { exactCasevac } from './exactCasevac.js';

const cell = (input: Record<string, unknown>) =>
  cellOf(casevacDefinition, { system: 'stargrunt2', resolve: 'casevac', ...input });
const issues = (input: Record<string, unknown>) =>
  issuesOf(casevacDefinition, { system: 'stargrunt2', resolve: 'casevac', ...input });

describe('casevac', () => {
  it('hand-worked: a Shaken squad, already called — 1–2 stays (2/6), 3–5 Steady (3/6), 6 Confident (1/6)', () => {
    const p = exactCasevac(cell({ unit: { confidence: 'shaken' } }));
    expect(p.outcomes).toEqual({ call_failed: 0, no_gain: 2 / 6, up_1: 3 / 6, up_2: 1 / 6 });
    expect(p.distributions.confidence_after).toEqual([1 / 6, 3 / 6, 2 / 6, 0, 0]);
  });

  it('never above CO: a Steady squad gains one level on 3+, a Confident one nothing', () => {
    expect(exactCasevac(cell({ unit: { confidence: 'ST' } })).outcomes.up_1).toBeCloseTo(4 / 6, 15);
    expect(exactCasevac(cell({ unit: { confidence: 'CO' } })).outcomes.no_gain).toBeCloseTo(1, 15);
  });

  it('the call is a communication roll: a Regular LV2 squad leader one level below the platoon commander rolls a D6 over 2', () => {
    const c = cell({ call: { quality: 'regular', leadership: 2, bypassed_levels: 1 }, unit: { confidence: 'BR' } });
    expect([c.call.sides, c.call.needed]).toEqual([6, 2]);
    expect(exactCasevac(c).outcomes.call_failed).toBeCloseTo(2 / 6, 15);
    const poorer = cell({
      call: { quality: 'regular', leadership: 1, casevac_leadership: 3 },
      unit: { confidence: 'BR' },
    });
    expect(poorer.call.needed).toBe(3);
    const d8 = cell({
      call: { quality: 'green', leadership: 2, bypassed_levels: 1 },
      unit: { confidence: 'BR' },
      rules: { 'call-die': 'd8' },
    });
    expect([d8.call.sides, d8.call.needed]).toEqual([6, 2]); // the support request's D8, one type down
  });

  it('exact equals a plain enumeration of every die, with nearby units', () => {
    const cases: Array<[Record<string, unknown>, number, number, number, number[]]> = [
      [
        {
          call: { quality: 'green', leadership: 2 },
          unit: { confidence: 'broken' },
          nearby_units: ['shaken', 'CO', 'routed'],
        },
        6,
        2,
        3,
        [2, 0, 4],
      ],
      [{ unit: { confidence: 'RO' }, nearby_units: ['ST', 'ST'] }, 6, -1, 4, [1, 1]],
      [
        {
          call: { quality: 'elite', leadership: 3, bypassed_levels: 2 },
          unit: { confidence: 'ST' },
          nearby_units: ['BR'],
        },
        8,
        3,
        1,
        [3],
      ],
    ];
    for (const [input, sides, needed, start, nearby] of cases) {
      const c = cell(input);
      const brute = bruteForceCasevac(sides, needed, start, nearby);
      const exact = [...packExact(casevacKernel.layout(c), exactCasevac(c))];
      [brute.failed, ...brute.gained, ...brute.after, ...brute.recovered].forEach((p, i) =>
        expect(exact[i]).toBeCloseTo(p, 13),
      );
    }
  });

  it('rules.squad-rise-from, squad-two-levels-on, nearby-rise-from replace 3+, 6 and 5+ (enumeration, Monte Carlo)', () => {
    const rules = { 'squad-rise-from': 4, 'squad-two-levels-on': 5, 'nearby-rise-from': 3 };
    const c = cell({
      call: { quality: 'green', leadership: 2 },
      unit: { confidence: 'broken' },
      nearby_units: ['shaken', 'CO', 'routed'],
      rules,
    });
    expect([c.squadRise, c.nearbyRise]).toEqual([
      [0, 0, 0, 1, 2, 2],
      [0, 0, 1, 1, 1, 1],
    ]);
    const brute = bruteForceCasevac(6, 2, 3, [2, 0, 4], { riseFrom: 4, twoOn: 5, nearbyFrom: 3 });
    const exact = [...packExact(casevacKernel.layout(c), exactCasevac(c))];
    [brute.failed, ...brute.gained, ...brute.after, ...brute.recovered].forEach((p, i) =>
      expect(exact[i]).toBeCloseTo(p, 13),
    );
    expect(exactCasevac(cell({ unit: { confidence: 'shaken' }, rules })).outcomes).toEqual({
      call_failed: 0,
      no_gain: 3 / 6,
      up_1: 1 / 6,
      up_2: 2 / 6,
    });
    expectKernelMatchesExact(casevacKernel, c, exactCasevac(c), 100_000, 960);
  });

  it('located errors: unknown levels, with the closest names', () => {
    const found = issues({ unit: { confidence: 'shakn' }, nearby_units: ['steady', 'brokn'] });
    expect(found.map((i) => [i.path, i.suggestions?.[0]])).toEqual([
      [['unit', 'confidence'], 'shaken'],
      [['nearby_units', 1], 'broken'],
    ]);
  });

  it('Monte Carlo within 4.5 standard errors of exact', () => {
    [
      { unit: { confidence: 'shaken' } },
      {
        call: { quality: 'green', leadership: 2 },
        unit: { confidence: 'broken' },
        nearby_units: ['shaken', 'CO', 'routed'],
      },
      {
        call: { quality: 'veteran', leadership: 1, direct_contact: true },
        unit: { confidence: 'ST' },
        nearby_units: ['BR', 'BR'],
      },
    ].forEach((input, i) => {
      const c = cell(input);
      expectKernelMatchesExact(casevacKernel, c, exactCasevac(c), 200_000, 910 + i);
    });
  });
});
