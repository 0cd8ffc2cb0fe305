import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceDrone, type DroneCase } from '../../../../../testing/systems/stargrunt2/spotting/bruteForceDrone.js';
import droneDefinition from './droneDefinition.js';
import droneKernel from './droneKernel.js';
import { exactDrone } from './exactDrone.js';

const input = (extra: Record<string, unknown>) => ({ system: 'stargrunt2', resolve: 'drone', ...extra });
const cell = (extra: Record<string, unknown>) => cellOf(droneDefinition, input(extra));
const BASIC = { system: 'basic', operator: 'regular' };

describe("drone: the rulebook's numbers", () => {
  it('"a spotting roll with a die type relevant to its System level": BASIC D6, ENHANCED D8, SUPERIOR D10, beside the operator\'s quality die', () => {
    const dice = (system: string) =>
      cell({ drone: { system, operator: 'green' }, counter: { cover: 'soft' }, range: 10 }).spot.dice;
    expect(['basic', 'enhanced', 'superior'].map(dice)).toEqual([
      [6, 6],
      [6, 8],
      [6, 10],
    ]);
    expect(
      cell({ drone: BASIC, counter: { cover: 'soft' }, range: 10, rules: { 'drone-dice': 'system-only' } }).spot.dice,
    ).toEqual([6]);
  });

  it('"the range for the spotting attempt is the distance from the drone to the target": 13" in soft cover is a D8', () => {
    expect(cell({ drone: BASIC, counter: { cover: 'soft' }, range: 13 }).spot.against).toBe(8);
  });

  it("hand-worked shooting down: \"rolls its Quality die - if it beats the drone's system die roll\": a Regular's D8 beats a Basic drone's D6 27 times in 48", () => {
    const e = exactDrone(
      cell({
        drone: BASIC,
        counter: { cover: 'soft' },
        range: 13,
        turns: 1,
        shooters: [{ quality: 'regular', actions: 2 }],
      }),
    );
    expect(e.distributions.drone_shot_down[1]).toBeCloseTo(1 - (21 / 48) ** 2, 15);
  });

  it('SPOTTING FROM AIR VEHICLES: counters not in cover are spotted at once, "but not revealed unless they are actually troop units"', () => {
    expect(exactDrone(cell({ drone: BASIC, counter: { cover: 'open' }, range: 30 })).outcomes.revealed).toBe(1);
    expect(
      exactDrone(cell({ drone: BASIC, counter: { kind: 'mine', cover: 'open' }, range: 3 })).outcomes.not_a_unit,
    ).toBe(1);
  });

  it('with the system die alone a major success is impossible: the drone flips counters but never reveals them', () => {
    const e = exactDrone(
      cell({ drone: BASIC, counter: { cover: 'soft' }, range: 13, rules: { 'drone-dice': 'system-only' } }),
    );
    expect(e.outcomes.revealed).toBe(0);
    expect(e.outcomes.flipped).toBeGreaterThan(0);
  });
});

/** Cases in scenario form and as the brute force reads them. */
const CASES: Array<[Record<string, unknown>, DroneCase]> = [
  [
    {
      drone: BASIC,
      counter: { cover: 'soft' },
      range: 13,
      turns: 3,
      shooters: [{ quality: 'regular' }, { quality: 'green', actions: 2 }],
    },
    {
      spot: { dice: [8, 6], counterDie: 8, kind: 'unit', range: 13, dummyRemoved: false, flippedObservable: false },
      turns: 3,
      spotsPerTurn: 2,
      shotDice: [8, 6, 6],
      droneDie: 6,
      enemyFirst: false,
    },
  ],
  [
    {
      drone: { system: 'superior', operator: 'veteran' },
      counter: { kind: 'sniper', cover: 'hard', in_position: true },
      range: 26,
      turns: 2,
      spots_per_turn: 1,
      shooters: [{ quality: 'elite', actions: 2 }],
      enemy_first: true,
    },
    {
      spot: {
        dice: [10, 10],
        counterDie: 12,
        kind: 'sniper',
        range: 26,
        dummyRemoved: false,
        flippedObservable: false,
      },
      turns: 2,
      spotsPerTurn: 1,
      shotDice: [12, 12],
      droneDie: 10,
      enemyFirst: true,
    },
  ],
  [
    {
      drone: { system: 'enhanced', operator: 'green' },
      counter: { kind: 'mine', cover: 'soft' },
      range: 4,
      turns: 2,
      rules: { 'flipped-counters': 'observable' },
    },
    {
      spot: { dice: [6, 8], counterDie: 6, kind: 'mine', range: 4, dummyRemoved: false, flippedObservable: true },
      turns: 2,
      spotsPerTurn: 2,
      shotDice: [],
      droneDie: 8,
      enemyFirst: false,
    },
  ],
  [
    { drone: BASIC, counter: { kind: 'dummy', cover: 'open' }, range: 8, turns: 2, shooters: [{ quality: 'green' }] },
    {
      spot: { dice: [8, 6], counterDie: 4, kind: 'dummy', range: 8, dummyRemoved: false, flippedObservable: false },
      seen: 'not_a_unit',
      turns: 2,
      spotsPerTurn: 2,
      shotDice: [6],
      droneDie: 6,
      enemyFirst: false,
    },
  ],
  [
    {
      drone: BASIC,
      counter: { kind: 'mine', cover: 'soft' },
      range: 9,
      turns: 2,
      shooters: [{ quality: 'green' }],
      rules: { 'basic-system-die': 4, 'spotting-band': 6, 'mine-reveal-within': 10 },
    },
    {
      spot: {
        dice: [8, 4],
        counterDie: 8,
        kind: 'mine',
        range: 9,
        dummyRemoved: false,
        flippedObservable: false,
        mineRevealWithin: 10,
      },
      turns: 2,
      spotsPerTurn: 2,
      shotDice: [6],
      droneDie: 4,
      enemyFirst: false,
    },
  ],
];

describe('drone: exact against a plain enumeration, Monte Carlo against exact', () => {
  it.each(CASES.map((c, i) => [i, ...c] as const))(
    'case %i: exact equals the event-by-event enumeration',
    (_, scenario, brute) => {
      const normalized = cell(scenario);
      if (brute.seen === undefined) expect(normalized.spot.against).toBe(brute.spot.counterDie);
      const exact = exactDrone(normalized);
      const expected = bruteForceDrone(brute);
      for (const [name, p] of Object.entries(expected.outcomes))
        expect(exact.outcomes[name as keyof typeof exact.outcomes], name).toBeCloseTo(p, 14);
      expected.spots.forEach((p, k) =>
        expect(exact.distributions.spot_actions[k], `spot_actions = ${k}`).toBeCloseTo(p, 14),
      );
      expect(exact.distributions.drone_shot_down[1]).toBeCloseTo(expected.lost, 14);
    },
  );

  it.each(CASES.map((c, i) => [i, c[0]] as const))(
    'case %i: Monte Carlo within 4.5 standard errors of exact',
    (i, scenario) => {
      const normalized = cell(scenario);
      expectKernelMatchesExact(droneKernel, normalized, exactDrone(normalized), 200_000, 1300 + i);
    },
  );
});

describe('drone: bad input', () => {
  it('a misspelt system level is refused with the closest names', () => {
    expect(() =>
      issuesOf(
        droneDefinition,
        input({ drone: { system: 'superb', operator: 'regular' }, counter: { cover: 'soft' }, range: 10 }),
      ),
    ).toThrow(/basic|enhanced|superior/);
  });
});
