import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceCommandDetonatedMine } from '../../../../../testing/systems/stargrunt2/mines/bruteForceMines.js';
import { expectMatchesBruteForce } from '../../../../../testing/systems/stargrunt2/mines/expectMatchesBruteForce.js';
import commandDetonatedMineDefinition from './commandDetonatedMineDefinition.js';
import commandDetonatedMineKernel from './commandDetonatedMineKernel.js';
import { exactCommandDetonatedMine } from './exactCommandDetonatedMine.js';

const input = (extra: Record<string, unknown>) => ({
  system: 'stargrunt2',
  resolve: 'command-detonated-mine',
  ...extra,
});
const cell = (extra: Record<string, unknown>) => cellOf(commandDetonatedMineDefinition, input(extra));

const CASES: Array<Record<string, unknown>> = [
  { unit: { figures: 4, armour: 'basic' } },
  { mines: 2, unit: { figures: 3, armour: 'partial-light' } },
  { mines: 2, unit: { figures: 2, armour: 'heavy-power' } },
  {
    vehicle: {
      type: 'softskin',
      occupants: [
        { count: 2, armour: 'basic' },
        { count: 1, armour: 'full-light' },
      ],
    },
  },
  { mines: 3, vehicle: { type: 'softskin', occupants: [{ count: 2, armour: 'partial-light' }] } },
  { vehicle: { type: 'afv', occupants: [{ count: 2, armour: 'basic' }] } },
  { mines: 2, rules: { 'cdm-impact': 12, 'kill-multiple': 3 }, unit: { figures: 2, armour: 'full-light' } },
  {
    rules: { 'cdm-impact': 8, 'softskin-armour': 4, 'softskin-occupants-up-to': 2 },
    vehicle: { type: 'softskin', occupants: [{ count: 2, armour: 'basic' }] },
  },
];

describe("command-detonated-mine: the rulebook's numbers", () => {
  it('hand-worked: "roll a D10 for the mine against the Armour die of the figure": D10 against D6 kills on 20 of 60, wounds on 19', () => {
    // kill i > 2a: a=1: 8, a=2: 6, a=3: 4, a=4: 2 → 20.
    // wound a < i ≤ 2a: a=1: 2 (1), a=2: 3-4 (2), a=3: 4-6 (3), a=4: 5-8 (4), a=5: 6-10 (5), a=6: 7-10 (4) → 19.
    const e = exactCommandDetonatedMine(cell({ unit: { figures: 1, armour: 'partial-light' } }));
    expect(e.distributions.dead[1]).toBeCloseTo(20 / 60, 15);
    expect(e.distributions.wounded[1]).toBeCloseTo(19 / 60, 15);
  });

  it('two CDMs: a figure wounded by both is DEAD ("a figure that takes more than one WOUND is considered DEAD")', () => {
    const e = exactCommandDetonatedMine(cell({ mines: 2, unit: { figures: 1, armour: 'partial-light' } }));
    const [q, w] = [21 / 60, 19 / 60];
    expect(e.distributions.wounded[1]).toBeCloseTo(2 * w * q, 15);
    expect(e.outcomes.no_effect).toBeCloseTo(q * q, 15);
  });

  it('soft-skins: DISABLED when the D10 exceeds their D6 (39 of 60), occupants on 1–4; AFVs: no effect', () => {
    const e = exactCommandDetonatedMine(
      cell({ vehicle: { type: 'softskin', occupants: [{ count: 1, armour: 'basic' }] } }),
    );
    expect(e.outcomes.disabled).toBeCloseTo(39 / 60, 15);
    expect(e.distributions.casualties[1]).toBeCloseTo(39 / 60, 15); // a D4 never exceeds 4
    const afv = cellOf(commandDetonatedMineDefinition, input({ vehicle: { type: 'afv', occupants: [] } }));
    expect(exactCommandDetonatedMine(afv).outcomes.no_effect).toBe(1);
    expect(afv.note).toContain('no effect');
  });

  it('parameters: a D8 CDM against a D4 soft-skin disables on 22 of 32, occupants up to 2 on a D4: 2/4 each', () => {
    const c = cell({
      rules: { 'cdm-impact': 8, 'softskin-armour': 4, 'softskin-occupants-up-to': 2 },
      vehicle: { type: 'softskin', occupants: [{ count: 1, armour: 'basic' }] },
    });
    expect([c.impactSides, c.vehicleArmourSides, c.occupantThreshold]).toEqual([8, 4, 2]);
    // i > a: a = 1: 7, a = 2: 6, a = 3: 5, a = 4: 4 → 22 of 32.
    const e = exactCommandDetonatedMine(c);
    expect(e.outcomes.disabled).toBeCloseTo(22 / 32, 15);
    expect(e.distributions.casualties[1]).toBeCloseTo((22 / 32) * (2 / 4), 15);
  });
});

describe('command-detonated-mine: exact against a plain enumeration, Monte Carlo against exact', () => {
  it.each(CASES.map((c, i) => [i, c] as const))('case %i: exact equals the face-by-face enumeration', (_, c) => {
    const normalized = cell(c);
    expectMatchesBruteForce(exactCommandDetonatedMine(normalized), bruteForceCommandDetonatedMine(normalized));
  });

  it.each(CASES.map((c, i) => [i, c] as const))('case %i: Monte Carlo within 4.5 standard errors of exact', (i, c) => {
    const normalized = cell(c);
    expectKernelMatchesExact(
      commandDetonatedMineKernel,
      normalized,
      exactCommandDetonatedMine(normalized),
      200_000,
      1300 + i,
    );
  });
});

describe('command-detonated-mine: bad input', () => {
  it('a unit and a vehicle together, or neither, are refused: a CDM attacks one target', () => {
    expect(
      issuesOf(
        commandDetonatedMineDefinition,
        input({ unit: { figures: 2, armour: 'basic' }, vehicle: { type: 'afv' } }),
      )[0].path,
    ).toEqual(['vehicle']);
    expect(issuesOf(commandDetonatedMineDefinition, input({}))[0].path).toEqual([]);
  });

  it('an unknown armour is reported at its path with the closest names', () => {
    const issues = issuesOf(commandDetonatedMineDefinition, input({ unit: { figures: 2, armour: 'full_light' } }));
    expect(issues[0].path).toEqual(['unit', 'armour']);
    expect(issues[0].suggestions).toContain('full-light');
  });
});
