import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceSupportRequest } from '../../../../../testing/systems/stargrunt2/support/bruteForceSupportRequest.js';
import { loadScenario } from '../../../../scenario/loadScenario.js';
import { ScenarioError } from '../../../../scenario/ScenarioError.js';
import { registry } from '../../../registry.js';
import { airDefenceOdds } from '../../steps/airDefenceOdds.js';
import { exactSupportRequest } from './exactSupportRequest.js';
import { requestDice } from './requestDice.js';
import supportRequestDefinition from './supportRequestDefinition.js';
import supportRequestKernel from './supportRequestKernel.js';

const input = (extra: Record<string, unknown>) => ({ system: 'stargrunt2', resolve: 'support-request', ...extra });
const cell = (extra: Record<string, unknown>) => cellOf(supportRequestDefinition, input(extra));
const issues = (extra: Record<string, unknown>) => issuesOf(supportRequestDefinition, input(extra));

/** The convoy ambush scenario's support: "Battalion level artillery ... fire mission will start at box 2 of Inbound chart. Platoon Commander receives 1D4 Support Request chits." */
const CONVOY = {
  caller: { leadership: 2, level: 'platoon' },
  support: { type: 'artillery', level: 'battalion' },
  chits: { pool: 'd4', per_request: 1 },
  turns: 4,
};

/** Small cells the brute force can walk face by face: fire and air, fixed and random boxes and pools, both variants. */
const CASES: Array<Record<string, unknown>> = [
  CONVOY,
  {
    caller: { leadership: 1, level: 'squad' },
    support: { type: 'artillery', level: 'company' },
    requests_per_turn: 2,
    turns: 3,
  },
  {
    caller: { leadership: 3, dedicated: true },
    support: { type: 'orbital' },
    chits: { pool: 3, per_request: 2 },
    turns: 5,
    rules: { 'fire-arrival': 'after-battle-area' },
  },
  {
    caller: { leadership: 2, level: 'squad' },
    support: { type: 'artillery', level: 'regiment', start_box: 'random' },
    chits: { pool: 2 },
    turns: 3,
    rules: { 'request-shifts': 'down-then-up' },
  },
  {
    caller: { leadership: 1, dedicated: true },
    support: { type: 'air', start_box: 2 },
    chits: { pool: 'd6', per_request: 1 },
    turns: 3,
    air_defence: { ade: 'moderate', ecm: 'd6', armour: 1, pilot: { quality: 'regular', leadership: 2 } },
  },
  {
    caller: { leadership: 2, level: 'platoon' },
    support: { type: 'air', level: 'battalion', start_box: 'random' },
    chits: { pool: 1 },
    turns: 2,
    air_defence: { ade: 'minimal', armour: 0, pilot: { quality: 'green', leadership: 3 } },
  },
  {
    caller: { leadership: 1, level: 'squad' },
    support: { type: 'air', level: 'company', start_box: 1 },
    chits: { pool: 2 },
    turns: 3,
    rules: { 'request-die': 6, 'air-factor': 2, 'ade-reaction-threat': 0, 'softskin-armour': 8 },
    air_defence: { ade: 'low', armour: 0, pilot: { quality: 'regular', leadership: 2 } },
  },
];

describe('support-request: the request die and the number to exceed', () => {
  it('"if a SQUAD leader was calling for fire from the same battery he would shift down one die (to a D6)"; "two of his counters to boost the die type from a D6 up to a D10"', () => {
    expect(
      cell({
        caller: { leadership: 2, level: 'squad' },
        support: { type: 'artillery', level: 'company' },
        chits: { pool: 2, per_request: 2 },
      }).sidesByChits,
    ).toEqual([6, 8, 10]);
    expect(
      cell({ caller: { leadership: 2, level: 'platoon' }, support: { type: 'artillery', level: 'company' } })
        .sidesByChits,
    ).toEqual([8, 10]);
    expect(
      cell({ caller: { leadership: 2, level: 'platoon' }, support: { type: 'artillery', level: 'battalion' } })
        .sidesByChits,
    ).toEqual([6, 8]);
  });

  it('"this element may then call fire with a D8 roll rather than the D6 that the Platoon commander himself would have to use", and needs LV + 0, not LV + 2', () => {
    const observer = cell({
      caller: { leadership: 2, level: 'platoon', dedicated: true },
      support: { type: 'artillery', level: 'battalion' },
    });
    const commander = cell({
      caller: { leadership: 2, level: 'platoon' },
      support: { type: 'artillery', level: 'battalion' },
    });
    expect([observer.sidesByChits[0], observer.needed]).toEqual([8, 2]);
    expect([commander.sidesByChits[0], commander.needed]).toEqual([6, 4]);
  });

  it('exceed LV plus: orbital +3 with Orbital Liaison, otherwise +6; air +2 with Air Liaison, otherwise +4; the scenario may adjust the factor', () => {
    expect(cell({ caller: { leadership: 1, dedicated: true }, support: { type: 'orbital' } }).needed).toBe(4);
    expect(cell({ caller: { leadership: 1 }, support: { type: 'orbital' }, bypassed_levels: 2 }).needed).toBe(7);
    expect(cell({ caller: { leadership: 2, dedicated: true }, support: { type: 'air', start_box: 1 } }).needed).toBe(4);
    expect(cell({ caller: { leadership: 2 }, support: { type: 'air', start_box: 1 }, bypassed_levels: 0 }).needed).toBe(
      6,
    );
    expect(
      cell({ caller: { leadership: 2, level: 'platoon' }, support: { type: 'artillery', level: 'company', factor: 1 } })
        .needed,
    ).toBe(3);
  });

  it('parameters: the request die and each factor; the ADE numbers reach the air_defence dice', () => {
    expect(
      cell({
        caller: { leadership: 1, dedicated: true },
        support: { type: 'orbital' },
        rules: { 'orbital-factor-dedicated': 1 },
      }).needed,
    ).toBe(2);
    expect(
      cell({
        caller: { leadership: 1 },
        support: { type: 'artillery', start_box: 1 },
        bypassed_levels: 1,
        rules: { 'artillery-factor': 5, 'request-die': 12 },
      }).sidesByChits,
    ).toEqual([10, 12]);
    expect(
      cell({
        caller: { leadership: 1 },
        support: { type: 'artillery', start_box: 1 },
        bypassed_levels: 1,
        rules: { 'artillery-factor': 5 },
      }).needed,
    ).toBe(6);
    expect(
      cell({
        caller: { leadership: 1, dedicated: true },
        support: { type: 'artillery', start_box: 1 },
        rules: { 'artillery-factor-dedicated': 3 },
      }).needed,
    ).toBe(4);
    expect(
      cell({
        caller: { leadership: 2 },
        support: { type: 'air', start_box: 1 },
        bypassed_levels: 0,
        rules: { 'air-factor': 1 },
      }).needed,
    ).toBe(3);
    expect(
      cell({
        caller: { leadership: 2, dedicated: true },
        support: { type: 'air', start_box: 1 },
        rules: { 'air-factor-dedicated': 0 },
      }).needed,
    ).toBe(2);
    const air = cell(CASES[6]);
    expect([air.airDefence?.pilotNeeded, air.airDefence?.armourSides]).toEqual([2, 8]);
  });

  it('closed shifts: past D12 the chits are wasted; three levels down stops at D4 (net by default, down-then-up as the variant)', () => {
    expect(requestDice(8, 0, 4, true)).toEqual([8, 10, 12, 12, 12]);
    expect(requestDice(8, 3, 2, true)).toEqual([4, 4, 6]);
    expect(requestDice(8, 3, 2, false)).toEqual([4, 6, 8]);
  });
});

describe('support-request: the Inbound chart', () => {
  const oneSure = {
    caller: { leadership: 1, dedicated: true },
    support: { type: 'artillery', factor: 0 },
    chits: { pool: 1, per_request: 1 },
  };
  const turnOf = (extra: Record<string, unknown>) => {
    // A D10 against LV 1 + 0 is not sure; read the arrival turn given the first request is granted.
    const e = exactSupportRequest(cell({ ...oneSure, ...extra }));
    return e.distributions.arrival_turn.findIndex((p) => p > 0);
  };

  it('ARRIVAL OF FIRE SUPPORT: box 1 "will arrive during the SAME game-turn it was requested"; box 2 the next turn; box 3 the turn after', () => {
    expect(turnOf({ support: { type: 'artillery', level: 'company', factor: 0 } })).toBe(1);
    expect(turnOf({ support: { type: 'artillery', level: 'battalion', factor: 0 } })).toBe(2);
    expect(turnOf({ support: { type: 'artillery', level: 'regiment', factor: 0 } })).toBe(3);
    expect(cell({ caller: { leadership: 1, dedicated: true }, support: { type: 'orbital' } }).startBox).toBe(3);
  });

  it('units move into the Battle Area from box 1 "and may then enter play on the following game turn"; the fire-arrival variant reads fire the same way', () => {
    expect(turnOf({ support: { type: 'air', start_box: 1, factor: 0 } })).toBe(2);
    expect(
      turnOf({
        support: { type: 'artillery', level: 'company', factor: 0 },
        rules: { 'fire-arrival': 'after-battle-area' },
      }),
    ).toBe(2);
  });

  it('hand-worked, the convoy scenario: a Platoon commander (LV 2) calls Battalion artillery (box 2) with 1D4 chits, one per request', () => {
    // D8 → D6 for the bypassed Company level; one chit → D8. Must exceed 2 + 2 = 4: 1/2 with a chit, 1/3 without.
    // Request 1 always has a chit; request 2 has one unless the D4 rolled a 1 (3/4).
    const e = exactSupportRequest(cell(CONVOY));
    const second = (3 / 4) * (1 / 2) + (1 / 4) * (1 / 3);
    expect(e.distributions.arrival_turn[1]).toBe(0);
    expect(e.distributions.arrival_turn[2]).toBeCloseTo(1 / 2, 15);
    expect(e.distributions.arrival_turn[3]).toBeCloseTo((1 / 2) * second, 15);
    expect(e.distributions.arrival_turn[2] + e.distributions.arrival_turn[3]).toBeCloseTo(35 / 48, 15);
    expect(e.distributions.granted_on_request[1]).toBeCloseTo(1 / 2, 15);
  });

  it('hand-worked ADE: LOW (D6) against no ECM (D4) acquires 14/24; a Regular LV 2 pilot fails LV + 2 on 1–4 of his D8; a D6 beats armour 1 (D12) 15/72', () => {
    const odds = airDefenceOdds({
      ade: 6,
      ecm: 4,
      armourSides: 12,
      armourMultiplier: 1,
      pilotSides: 8,
      pilotNeeded: 4,
    });
    expect(odds.aborted).toBeCloseTo((14 / 24) * (1 / 2), 15);
    expect(odds.shotDown).toBeCloseTo((14 / 24) * (1 / 2) * (15 / 72), 15);
  });
});

describe('support-request: exact against a plain enumeration, Monte Carlo against exact', () => {
  it.each(CASES.map((c, i) => [i, c] as const))('case %i: exact equals the face-by-face enumeration', (_, c) => {
    const normalized = cell(c);
    const exact = exactSupportRequest(normalized);
    const brute = bruteForceSupportRequest(normalized);
    // 14 digits: both add floating-point products of 1/sides, in different orders.
    for (const [name, p] of Object.entries(brute.outcomes))
      expect(exact.outcomes[name as keyof typeof exact.outcomes], name).toBeCloseTo(p, 14);
    for (const name of ['arrival_turn', 'granted_on_request', 'chits_spent'] as const) {
      const values = exact.distributions[name];
      expect(
        values.reduce((a, b) => a + b, 0),
        `${name} sums to 1`,
      ).toBeCloseTo(1, 13);
      values.forEach((p, k) => expect(p, `${name} = ${k}`).toBeCloseTo(brute[name].get(k) ?? 0, 14));
      for (const k of brute[name].keys()) expect(k, `${name} = ${k} is in the layout`).toBeLessThan(values.length);
    }
  });

  it.each(CASES.map((c, i) => [i, c] as const))('case %i: Monte Carlo within 4.5 standard errors of exact', (i, c) => {
    const normalized = cell(c);
    expectKernelMatchesExact(supportRequestKernel, normalized, exactSupportRequest(normalized), 200_000, 900 + i);
  });
});

describe('support-request: bad input', () => {
  it('air support has no rulebook box: the scenario must give it', () => {
    expect(issues({ caller: { leadership: 2, dedicated: true }, support: { type: 'air' } })[0].path).toEqual([
      'support',
      'start_box',
    ]);
  });

  it('the levels (or bypassed_levels) are needed, and support must sit above the caller', () => {
    expect(issues({ caller: { leadership: 2 }, support: { type: 'artillery', level: 'company' } })[0].path).toEqual([
      'caller',
      'level',
    ]);
    expect(
      issues({ caller: { leadership: 2, level: 'battalion' }, support: { type: 'artillery', level: 'company' } })[0]
        .path,
    ).toEqual(['support', 'level']);
    expect(
      issues({ caller: { leadership: 2, level: 'squad' }, support: { type: 'artillery' }, bypassed_levels: 1 })[0].path,
    ).toEqual(['support', 'level']);
  });

  it('air_defence only for air support', () => {
    const air_defence = { ade: 'low', armour: 1, pilot: { quality: 'regular', leadership: 2 } };
    expect(
      issues({
        caller: { leadership: 2, level: 'platoon' },
        support: { type: 'artillery', level: 'company' },
        air_defence,
      })[0].path,
    ).toEqual(['air_defence']);
  });

  it('a misspelt level is located in the file, with the closest names', async () => {
    const text =
      'system: stargrunt2\nresolve: support-request\ncaller: { leadership: 2, level: platoon }\nsupport:\n  type: artillery\n  level: batallion\n';
    const problems = await loadScenario('x.yaml', text, registry).then(
      () => [],
      (error: unknown) => (error instanceof ScenarioError ? error.diagnostics : Promise.reject(error)),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'x.yaml', line: 6, column: 10 });
    expect(problems[0].message).toContain('batallion');
    expect(problems[0].suggestions).toContain('battalion');
  });
});
