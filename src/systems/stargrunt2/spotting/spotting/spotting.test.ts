import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import {
  bruteForceSpotting,
  type SpotCase,
} from '../../../../../testing/systems/stargrunt2/spotting/bruteForceSpotting.js';
import { loadScenario } from '../../../../scenario/loadScenario.js';
import { ScenarioError } from '../../../../scenario/ScenarioError.js';
import { registry } from '../../../registry.js';
import { spottingRulesSchema } from '../counterSchema.js';
import { spottingDie } from '../spottingDie.js';
import { exactSpotting } from './exactSpotting.js';
import spottingDefinition from './spottingDefinition.js';
import spottingKernel from './spottingKernel.js';

const cell = (extra: Record<string, unknown>) =>
  cellOf(spottingDefinition, { system: 'stargrunt2', resolve: 'spotting', ...extra });
const BOOK = spottingRulesSchema.parse({});
const REGULAR_EYES = { quality: 'regular', sensor: 'unaided' };

describe("spotting: the counter's die", () => {
  it('"starting with a D4, go up one die type for every full 12" of distance"; soft cover +1, hard +2; "in position" one more', () => {
    const die = (range: number, cover: 'open' | 'soft' | 'hard', inPosition = false) =>
      spottingDie({ range, cover, inPosition }, BOOK);
    expect([die(0, 'open'), die(11.9, 'open'), die(12, 'open'), die(24, 'open'), die(36, 'open')]).toEqual([
      4, 4, 6, 8, 10,
    ]);
    expect([die(6, 'soft'), die(6, 'hard'), die(6, 'hard', true), die(30, 'hard', true)]).toEqual([6, 8, 10, 12]);
  });

  it('parameters: a 6" band, no soft-cover shift and an In Position shift of 2 make 10" in soft cover In Position a D10; a mine within 10" is revealed', () => {
    const rules = { ...BOOK, 'spotting-band': 6, 'spotting-soft-cover-shift': 0, 'spotting-in-position-shift': 2 };
    expect(spottingDie({ range: 10, cover: 'soft', inPosition: true }, rules)).toBe(10);
    expect(
      spottingDie({ range: 12, cover: 'hard', inPosition: false }, { ...BOOK, 'spotting-hard-cover-shift': 0 }),
    ).toBe(6);
    expect(
      cell({
        observer: REGULAR_EYES,
        counter: { kind: 'mine', cover: 'soft' },
        range: 9,
        rules: { 'mine-reveal-within': 10 },
      }).spot.results,
    ).toEqual([0, 1, 3]);
  });

  it('closed shifts stop at D12; the variant spotting-die-limit: impossible makes the counter unspottable', () => {
    expect(spottingDie({ range: 60, cover: 'hard', inPosition: true }, BOOK)).toBe(12);
    expect(
      spottingDie({ range: 36, cover: 'hard', inPosition: false }, { ...BOOK, 'spotting-die-limit': 'impossible' }),
    ).toBe(0);
    expect(
      spottingDie({ range: 24, cover: 'hard', inPosition: false }, { ...BOOK, 'spotting-die-limit': 'impossible' }),
    ).toBe(12);
    const e = exactSpotting(
      cell({
        observer: REGULAR_EYES,
        counter: { cover: 'hard', in_position: true },
        range: 40,
        rules: { 'spotting-die-limit': 'impossible' },
      }),
    );
    expect(e.outcomes.nothing).toBe(1);
  });

  it('the observer rolls his QUALITY DIE and the SENSOR die: unaided D4, aided or basic D6, enhanced D8, superior D10', () => {
    const dice = (sensor: string) =>
      cell({ observer: { quality: 'veteran', sensor }, counter: { cover: 'soft' }, range: 10 }).spot.dice;
    expect(['unaided', 'aided', 'basic', 'enhanced', 'superior'].map(dice)).toEqual([
      [10, 4],
      [10, 6],
      [10, 6],
      [10, 8],
      [10, 10],
    ]);
  });
});

describe('spotting: what a success does', () => {
  it("hand-worked: a Regular leader's D8 and his eyes' D4 against a unit 18\" away in soft cover (D8): revealed 38/256, flipped 84/256", () => {
    // The counter rolls r on a D8; the quality D8 beats it with (8 − r)/8, the D4 with (4 − r)/4 (r ≤ 3).
    // Both: (7·3 + 6·2 + 5·1)/256 = 38/256. Exactly one: (10 + 16 + 18 + 16 + 12 + 8 + 4)/256 = 84/256.
    const e = exactSpotting(cell({ observer: REGULAR_EYES, counter: { cover: 'soft' }, range: 18 }));
    expect(e.outcomes.revealed).toBeCloseTo(38 / 256, 15);
    expect(e.outcomes.flipped).toBeCloseTo(84 / 256, 15);
    expect(e.outcomes.nothing).toBeCloseTo(134 / 256, 15);
    expect(e.outcomes.not_a_unit).toBe(0);
  });

  it('two OBSERVE actions: the second only while the counter is still inverted (a flipped counter is not)', () => {
    const e = exactSpotting(cell({ observer: REGULAR_EYES, counter: { cover: 'soft' }, range: 18, attempts: 2 }));
    const miss = 134 / 256;
    expect(e.outcomes.revealed).toBeCloseTo(38 / 256 + miss * (38 / 256), 15);
    expect(e.outcomes.flipped).toBeCloseTo(84 / 256 + miss * (84 / 256), 15);
    expect(e.distributions.attempts_used[1]).toBeCloseTo(1 - miss, 15);
  });

  it('"mine and booby-trap counters are left inverted unless the observer is within 6" of them" (a major success)', () => {
    const at = (range: number) =>
      exactSpotting(cell({ observer: REGULAR_EYES, counter: { kind: 'mine', cover: 'soft' }, range }));
    // 6" in soft cover: a D6. Both the D8 and the D4 beat it with (7·3 + 6·2 + 5·1)/(8·4·6) = 38/192.
    expect(at(6).outcomes.revealed).toBeCloseTo(38 / 192, 15);
    expect(at(7).outcomes.revealed).toBe(0);
    expect(at(7).outcomes.not_a_unit).toBeCloseTo(at(6).outcomes.not_a_unit + at(6).outcomes.revealed, 15);
  });

  it('a sniper, mine or dummy on a minor success "is left inverted and the observer knows only that there is not actually a troop unit present"; a major reveals a sniper, removes a dummy', () => {
    for (const kind of ['sniper', 'dummy']) {
      expect(cell({ observer: REGULAR_EYES, counter: { kind, cover: 'soft' }, range: 18 }).spot.results).toEqual([
        0, 1, 3,
      ]);
    }
    expect(
      cell({
        observer: REGULAR_EYES,
        counter: { kind: 'dummy', cover: 'soft' },
        range: 18,
        rules: { 'dummy-minor': 'removed' },
      }).spot.results,
    ).toEqual([0, 3, 3]);
  });

  it('HIDDEN UNITS ii): a counter in the open is revealed on sight, without a roll; mines are "NOT automatically revealed"', () => {
    const open = exactSpotting(cell({ observer: REGULAR_EYES, counter: { kind: 'dummy', cover: 'open' }, range: 30 }));
    expect(open.outcomes.revealed).toBe(1);
    expect(open.distributions.attempts_used[0]).toBe(1);
    expect(cell({ observer: REGULAR_EYES, counter: { kind: 'mine', cover: 'open' }, range: 3 }).spot.against).toBe(4);
    expect(
      cell({ observer: REGULAR_EYES, counter: { cover: 'open' }, range: 3, rules: { 'open-counters': 'roll' } }).spot
        .against,
    ).toBe(4);
  });
});

/** Cases in scenario form and as the brute force reads them (its counter die worked out by hand). */
const CASES: Array<[Record<string, unknown>, SpotCase, number]> = [
  [
    { observer: REGULAR_EYES, counter: { cover: 'soft' }, range: 18, attempts: 3 },
    { dice: [8, 4], counterDie: 8, kind: 'unit', range: 18, dummyRemoved: false, flippedObservable: false },
    3,
  ],
  [
    {
      observer: { quality: 'elite', sensor: 'superior' },
      counter: { cover: 'hard', in_position: true },
      range: 25,
      attempts: 4,
      rules: { 'flipped-counters': 'observable' },
    },
    { dice: [12, 10], counterDie: 12, kind: 'unit', range: 25, dummyRemoved: false, flippedObservable: true },
    4,
  ],
  [
    {
      observer: { quality: 'green', sensor: 'aided' },
      counter: { kind: 'dummy', cover: 'soft' },
      range: 4,
      attempts: 3,
    },
    { dice: [6, 6], counterDie: 6, kind: 'dummy', range: 4, dummyRemoved: false, flippedObservable: false },
    3,
  ],
  [
    {
      observer: { quality: 'veteran', sensor: 'enhanced' },
      counter: { kind: 'mine', cover: 'open' },
      range: 5,
      attempts: 2,
    },
    { dice: [10, 8], counterDie: 4, kind: 'mine', range: 5, dummyRemoved: false, flippedObservable: false },
    2,
  ],
  [
    {
      observer: REGULAR_EYES,
      counter: { kind: 'sniper', cover: 'hard' },
      range: 13,
      attempts: 2,
      rules: { 'dummy-minor': 'removed' },
    },
    { dice: [8, 4], counterDie: 10, kind: 'sniper', range: 13, dummyRemoved: true, flippedObservable: false },
    2,
  ],
  [
    { observer: REGULAR_EYES, counter: { kind: 'booby-trap', cover: 'soft' }, range: 8, attempts: 2 },
    { dice: [8, 4], counterDie: 6, kind: 'booby-trap', range: 8, dummyRemoved: false, flippedObservable: false },
    2,
  ],
  [
    {
      observer: REGULAR_EYES,
      counter: { cover: 'soft', in_position: true },
      range: 10,
      attempts: 2,
      rules: { 'spotting-band': 6, 'spotting-soft-cover-shift': 0, 'spotting-in-position-shift': 2 },
    },
    { dice: [8, 4], counterDie: 10, kind: 'unit', range: 10, dummyRemoved: false, flippedObservable: false },
    2,
  ],
  [
    {
      observer: REGULAR_EYES,
      counter: { kind: 'mine', cover: 'hard' },
      range: 9,
      attempts: 2,
      rules: { 'mine-reveal-within': 10, 'spotting-hard-cover-shift': 1 },
    },
    {
      dice: [8, 4],
      counterDie: 6,
      kind: 'mine',
      range: 9,
      dummyRemoved: false,
      flippedObservable: false,
      mineRevealWithin: 10,
    },
    2,
  ],
];

describe('spotting: exact against a plain enumeration, Monte Carlo against exact', () => {
  it.each(CASES.map((c, i) => [i, ...c] as const))(
    'case %i: exact equals the face-by-face enumeration',
    (_, input, brute, attempts) => {
      const normalized = cell(input);
      expect(normalized.spot.against).toBe(brute.counterDie);
      const exact = exactSpotting(normalized);
      const expected = bruteForceSpotting(brute, attempts);
      for (const [name, p] of Object.entries(expected.outcomes))
        expect(exact.outcomes[name as keyof typeof exact.outcomes], name).toBeCloseTo(p, 14);
      expected.used.forEach((p, k) =>
        expect(exact.distributions.attempts_used[k], `attempts_used = ${k}`).toBeCloseTo(p, 14),
      );
    },
  );

  it.each(CASES.map((c, i) => [i, c[0]] as const))(
    'case %i: Monte Carlo within 4.5 standard errors of exact',
    (i, input) => {
      const normalized = cell(input);
      expectKernelMatchesExact(spottingKernel, normalized, exactSpotting(normalized), 200_000, 1100 + i);
    },
  );
});

describe('spotting: bad input', () => {
  const problemsOf = (text: string) =>
    loadScenario('x.yaml', text, registry).then(
      () => [],
      (error: unknown) => (error instanceof ScenarioError ? error.diagnostics : Promise.reject(error)),
    );

  it('a misspelt sensor is located in the file, with the closest names', async () => {
    const problems = await problemsOf(
      'system: stargrunt2\nresolve: spotting\nobserver: { quality: regular, sensor: enhancd }\ncounter: { cover: soft }\nrange: 12\n',
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'x.yaml', line: 3 });
    expect(problems[0].suggestions).toContain('enhanced');
  });

  it("the counter's cover is required, and an unknown counter kind is named", async () => {
    const missing = await problemsOf(
      'system: stargrunt2\nresolve: spotting\nobserver: { quality: regular }\ncounter: { kind: unit }\nrange: 12\n',
    );
    expect(missing[0].message).toContain('cover');
    const kind = await problemsOf(
      'system: stargrunt2\nresolve: spotting\nobserver: { quality: regular }\ncounter: { kind: mines, cover: soft }\nrange: 12\n',
    );
    expect(kind[0]).toMatchObject({ line: 4 });
    expect(kind[0].suggestions).toContain('mine');
  });
});
