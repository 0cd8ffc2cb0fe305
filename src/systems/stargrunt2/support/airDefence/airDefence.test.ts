import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceAirDefence } from '../../../../../testing/systems/stargrunt2/support/bruteForceAirDefence.js';
import airDefenceDefinition from './airDefenceDefinition.js';
import airDefenceKernel from './airDefenceKernel.js';
import { exactAirDefence } from './exactAirDefence.js';

const input = (extra: Record<string, unknown>) => ({ system: 'stargrunt2', resolve: 'air-defence', ...extra });
const cell = (extra: Record<string, unknown>) => cellOf(airDefenceDefinition, input(extra));
const REGULAR = { quality: 'regular', leadership: 2 };

const CASES: Array<Record<string, unknown>> = [
  { ade: 'low', armour: 1, pilot: REGULAR },
  { ade: 'low', armour: 1, pilot: REGULAR, direction: 'outbound' },
  { ade: 'extreme', ecm: 'd8', armour: 0, pilot: { quality: 'green', leadership: 1 }, direction: 'outbound' },
  {
    ade: 'high',
    armour: 2,
    pilot: { quality: 'elite', leadership: 3 },
    direction: 'outbound',
    rules: { 'outbound-ade': 'as-inbound' },
  },
  { ade: 'moderate', armour: 0, pilot: REGULAR, rules: { 'ade-reaction-threat': 4, 'softskin-armour': 10 } },
];

describe('air-defence: the rulebook numbers', () => {
  it('hand-worked inbound: a LOW ADE (D6) beats no ECM (D4) 14 in 24; the Regular LV 2 pilot fails on 1–4 of the D8; D6 beats D12 × 1 15 in 72', () => {
    const e = exactAirDefence(cell(CASES[0]));
    expect(e.outcomes.aborted).toBeCloseTo((14 / 24) * (4 / 8), 15);
    expect(e.outcomes.shot_down).toBeCloseTo((14 / 24) * (4 / 8) * (15 / 72), 15);
  });
  it('"for this roll the ADE is counted as one die type LOWER": leaving through a LOW ADE rolls a D4, which beats a D4 6 in 16 and a D12 6 in 48', () => {
    expect(cell(CASES[1]).ade).toBe(4);
    const e = exactAirDefence(cell(CASES[1]));
    expect(e.outcomes.aborted).toBeCloseTo((6 / 16) * (4 / 8), 15);
    expect(e.outcomes.shot_down).toBeCloseTo((6 / 16) * (4 / 8) * (6 / 48), 15);
  });
  it('parameters: a threat of 4 fails the Regular LV 2 pilot on 1–6 of his D8; a softskin with a D10 armour die: a MODERATE D8 beats it 28 in 80', () => {
    const c = cell({
      ade: 'moderate',
      armour: 0,
      pilot: REGULAR,
      rules: { 'ade-reaction-threat': 4, 'softskin-armour': 10 },
    });
    expect([c.pilotNeeded, c.armourSides, c.armourMultiplier]).toEqual([6, 10, 1]);
    const e = exactAirDefence(c);
    // D8 beats D4 (no ECM): Σ_e (8 − e) for e = 1 … 4 = 7 + 6 + 5 + 4 = 22 of 32.
    expect(e.outcomes.aborted).toBeCloseTo((22 / 32) * (6 / 8), 15);
    // D8 beats D10: Σ_a (8 − a) for a = 1 … 7 = 28 of 80.
    expect(e.outcomes.shot_down).toBeCloseTo((22 / 32) * (2 / 8) * (28 / 80), 15);
  });
  it('the variant as-inbound keeps the ADE die; a MINIMAL ADE (D4) stays a D4 going out (a closed shift)', () => {
    expect(cell(CASES[3]).ade).toBe(10);
    expect(cell({ ade: 'minimal', armour: 1, pilot: REGULAR, direction: 'outbound' }).ade).toBe(4);
  });
});

describe('air-defence: exact against a plain enumeration, Monte Carlo against exact', () => {
  it.each(CASES.map((c, i) => [i, c] as const))('case %i', (i, c) => {
    const normalized = cell(c);
    const exact = exactAirDefence(normalized);
    const brute = bruteForceAirDefence(normalized);
    // 11 digits: the enumeration adds up to 10⁵ equal weights one by one.
    for (const [name, p] of Object.entries(exact.outcomes))
      expect(p, name).toBeCloseTo(brute[name as keyof typeof brute], 11);
    expectKernelMatchesExact(airDefenceKernel, normalized, exact, 200_000, 3300 + i);
  });
});

describe('air-defence: bad input', () => {
  it('NO ADE is located at ade; a misspelt level or direction is a schema error at its key', () => {
    expect(issuesOf(airDefenceDefinition, input({ ade: 'none', armour: 1, pilot: REGULAR }))[0].path).toEqual(['ade']);
    const parsed = (extra: Record<string, unknown>) =>
      airDefenceDefinition.schema.safeParse(input(extra)).error?.issues[0].path;
    expect(parsed({ ade: 'hihg', armour: 1, pilot: REGULAR })).toEqual(['ade']);
    expect(parsed({ ade: 'high', armour: 1, pilot: REGULAR, direction: 'out' })).toEqual(['direction']);
  });
});
