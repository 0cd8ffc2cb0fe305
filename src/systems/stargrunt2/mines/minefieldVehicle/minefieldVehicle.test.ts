import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceMinefieldVehicle } from '../../../../../testing/systems/stargrunt2/mines/bruteForceMines.js';
import { expectMatchesBruteForce } from '../../../../../testing/systems/stargrunt2/mines/expectMatchesBruteForce.js';
import { exactMinefieldVehicle } from './exactMinefieldVehicle.js';
import minefieldVehicleDefinition from './minefieldVehicleDefinition.js';
import minefieldVehicleKernel from './minefieldVehicleKernel.js';

const input = (extra: Record<string, unknown>) => ({ system: 'stargrunt2', resolve: 'minefield-vehicle', ...extra });
const cell = (extra: Record<string, unknown>) => cellOf(minefieldVehicleDefinition, input(extra));

const APC = {
  type: 'afv',
  suspension: 'tracked',
  occupants: [
    { count: 2, armour: 'basic' },
    { count: 1, armour: 'partial-light' },
  ],
};
const TRUCK = { type: 'softskin', suspension: 'civilian-wheeled', occupants: [{ count: 3, armour: 'partial-light' }] };

const CASES: Array<Record<string, unknown>> = [
  { field: 'av', vehicle: APC },
  { field: 'mixed', vehicle: TRUCK },
  { field: 'mixed', vehicle: { type: 'afv', suspension: 'grav', occupants: [] } },
  { field: 'ap', vehicle: TRUCK },
  { field: 'mixed', vehicle: APC, clearing: { driver: 'green' } },
  {
    field: 'mixed',
    vehicle: TRUCK,
    clearing: { driver: 'regular' },
    rules: { 'clearing-attack': 'field-roll', 'clearing-one': 'attacked-and-cleared' },
  },
  {
    field: 'av',
    vehicle: { type: 'softskin', suspension: 'hover', occupants: [{ count: 2, armour: 'light-power' }] },
    clearing: { driver: 'untrained' },
  },
  {
    field: 'mixed',
    vehicle: APC,
    rules: { 'mine-impact': 12, 'mixed-attack-from': 5, 'disable-multiple': 3, 'afv-occupants-up-to': 3 },
  },
  { field: 'mixed', vehicle: TRUCK, rules: { 'mine-impact': 8, 'softskin-occupants-up-to': 5 } },
];

describe("minefield-vehicle: the rulebook's numbers", () => {
  it('"automatically be attacked" in AV fields, "on a roll of 3 or more" in mixed, never by AP mines', () => {
    expect(exactMinefieldVehicle(cell({ field: 'av', vehicle: APC })).outcomes.not_attacked).toBe(0);
    expect(exactMinefieldVehicle(cell({ field: 'mixed', vehicle: APC })).outcomes.not_attacked).toBeCloseTo(2 / 6, 15);
    expect(exactMinefieldVehicle(cell({ field: 'ap', vehicle: APC })).outcomes.not_attacked).toBe(1);
  });

  it('suspension dice: civilian wheeled D6, military wheeled D10, tracked D10, hover D8, and "GRAV ... and WALKER type vehicles roll a D12"', () => {
    const sides = (suspension: string) => cell({ field: 'av', vehicle: { type: 'afv', suspension } }).suspensionSides;
    expect(['civilian-wheeled', 'military-wheeled', 'tracked', 'hover', 'grav', 'walker'].map(sides)).toEqual([
      6, 10, 10, 8, 12, 12,
    ]);
  });

  it('hand-worked: a D10 against a tracked D10 immobilises on 25 of 100 pairs and disables ("MORE THAN TWICE") on 20', () => {
    // higher but not more than twice: s=1: 2; s=2: 3,4; s=3: 4-6; s=4: 5-8; s=5: 6-10 → 1+2+3+4+5 = 15; s=6..9: 4,3,2,1 → 25.
    // more than twice: s=1: 3-10 (8); s=2: 6; s=3: 4; s=4: 2 → 20.
    const e = exactMinefieldVehicle(cell({ field: 'av', vehicle: APC }));
    expect(e.outcomes.immobilised).toBeCloseTo(25 / 100, 15);
    expect(e.outcomes.disabled).toBeCloseTo(20 / 100, 15);
  });

  it('occupants as a size 2 weapon: an AFV\'s on 1–2 of their armour, a soft-skin\'s on 1–4 ("treat it as a MAJOR hit"); D6 1–3 dead', () => {
    expect(cell({ field: 'av', vehicle: APC }).occupantThreshold).toBe(2);
    expect(cell({ field: 'av', vehicle: TRUCK }).occupantThreshold).toBe(4);
    // Truck, AV field: D10 against D6 more than twice on 8+6+4+2 = 20 of 60; each D6 occupant hurt on 4 of 6, dead half of that.
    const e = exactMinefieldVehicle(
      cell({ field: 'av', vehicle: { ...TRUCK, occupants: [{ count: 1, armour: 'partial-light' }] } }),
    );
    expect(e.outcomes.disabled).toBeCloseTo(20 / 60, 15);
    expect(e.distributions.dead[1]).toBeCloseTo((20 / 60) * (4 / 6) * (1 / 2), 15);
  });

  it('parameters: a D12 mine in a mixed field attacking on 5+ against a tracked D10, disabling past 3 × the roll: 2/6 × 18 of 120', () => {
    const c = cell({
      field: 'mixed',
      vehicle: APC,
      rules: { 'mine-impact': 12, 'mixed-attack-from': 5, 'disable-multiple': 3, 'afv-occupants-up-to': 3 },
    });
    expect([c.impactSides, c.attackFrom, c.disableMultiple, c.occupantThreshold]).toEqual([12, 5, 3, 3]);
    // More than 3 × s: s = 1: 4–12 (9), s = 2: 7–12 (6), s = 3: 10–12 (3) → 18 of 120.
    expect(exactMinefieldVehicle(c).outcomes.disabled).toBeCloseTo((2 / 6) * (18 / 120), 15);
    expect(cell({ field: 'av', vehicle: TRUCK, rules: { 'softskin-occupants-up-to': 5 } }).occupantThreshold).toBe(5);
  });

  it('MINE CLEARING: the driver\'s 1 is attacked, anything else clears "without being attacked"', () => {
    const e = exactMinefieldVehicle(cell({ field: 'av', vehicle: APC, clearing: { driver: 'green' } }));
    expect(e.outcomes.not_attacked).toBeCloseTo(5 / 6, 15);
    expect(e.distributions.field_cleared[1]).toBeCloseTo(5 / 6, 15);
    const cleared = exactMinefieldVehicle(
      cell({
        field: 'av',
        vehicle: APC,
        clearing: { driver: 'green' },
        rules: { 'clearing-one': 'attacked-and-cleared' },
      }),
    );
    expect(cleared.distributions.field_cleared[1]).toBe(1);
    const fieldRoll = exactMinefieldVehicle(
      cell({ field: 'mixed', vehicle: APC, clearing: { driver: 'green' }, rules: { 'clearing-attack': 'field-roll' } }),
    );
    expect(fieldRoll.outcomes.not_attacked).toBeCloseTo(5 / 6 + (1 / 6) * (2 / 6), 15);
  });
});

describe('minefield-vehicle: exact against a plain enumeration, Monte Carlo against exact', () => {
  it.each(CASES.map((c, i) => [i, c] as const))('case %i: exact equals the face-by-face enumeration', (_, c) => {
    const normalized = cell(c);
    expectMatchesBruteForce(exactMinefieldVehicle(normalized), bruteForceMinefieldVehicle(normalized));
  });

  it.each(CASES.map((c, i) => [i, c] as const))('case %i: Monte Carlo within 4.5 standard errors of exact', (i, c) => {
    const normalized = cell(c);
    expectKernelMatchesExact(minefieldVehicleKernel, normalized, exactMinefieldVehicle(normalized), 200_000, 1200 + i);
  });
});

describe('minefield-vehicle: bad input', () => {
  it('an unknown occupant armour is reported at its path, with the closest names', () => {
    const issues = issuesOf(
      minefieldVehicleDefinition,
      input({ field: 'av', vehicle: { ...APC, occupants: [{ count: 1, armour: 'basik' }] } }),
    );
    expect(issues[0].path).toEqual(['vehicle', 'occupants', 0, 'armour']);
    expect(issues[0].suggestions).toContain('basic');
  });

  it('a suspension without a mine die (none) is refused by the schema', () => {
    expect(() => cell({ field: 'av', vehicle: { type: 'afv', suspension: 'none' } })).toThrow();
  });
});
