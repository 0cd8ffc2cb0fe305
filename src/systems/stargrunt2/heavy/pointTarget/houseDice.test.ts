// House dice (any d-N, listed faces) in the shots at point targets, point-fire and missile-fire: house weapons'
// firepower and impact dice and the occupants' house armour. docs/rules/stargrunt2.md, "Custom dice".
import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../../testing/cellOf.js';
import { exactSummary } from '../../../../../testing/exactSummary.js';
import { expectKernelMatchesExact, MAX_STANDARD_ERRORS } from '../../../../../testing/expectKernelMatchesExact.js';
import { pointFireCell } from '../../../../../testing/systems/stargrunt2/heavy/pointFire/testCells.js';
import { bruteForcePointTarget } from '../../../../../testing/systems/stargrunt2/heavy/pointTarget/bruteForcePointTarget.js';
import { listedFaceTables } from '../../steps/opposedRollListed.js';
import { penetration, penetrationPlan } from '../../steps/penetration.js';
import { vehicleOccupants } from '../../steps/vehicleOccupants.js';
import { vehicleOccupantsListed } from '../../steps/vehicleOccupantsListed.js';
import missileFireDefinition from '../missileFire/missileFireDefinition.js';
import { pointFireCellSchema } from '../pointFire/schema.js';
import { exactPointTarget } from './exactPointTarget.js';
import type { PointTargetCell } from './PointTargetCell.js';
import pointTargetKernel from './pointTargetKernel.js';
import { pointTargetLayout } from './pointTargetLayout.js';
import { pointTargetQuantities } from './pointTargetQuantities.js';

const WEAPONS = {
  // Asterisked: fires as a heavy weapon, its listed impact doubled on a major hit.
  'table-launcher': {
    class: 'support',
    firepower: [0, 2, 2, 6, 9],
    impact: [3, 6, 12, 24],
    heavy_at_point_targets: true,
  },
  'burst-projector': { class: 'support', firepower: [0, 0, 2, 4, 6, 8], impact: 'd14' },
  'big-gun': { class: 'support', firepower: 'd20', impact: 'd6x2', heavy_at_point_targets: true },
  'needle-rifle': { class: 'small-arms', firepower: 2, impact: 'd14' },
};
const ARMOUR = { gel: [0, 1, 1, 2, 6], mesh: 'd14', thick: 'd6x2' };

const CASES: Record<string, Record<string, unknown>> = {
  'a listed launcher (heavy rules) at an APC carrying gel (listed, a 0 face) and mesh (d14) armour': {
    weapons: WEAPONS,
    armour: ARMOUR,
    firer: { quality: 'veteran', weapon: 'table-launcher' },
    target: {
      size: 3,
      armour: 1,
      suspension: 'tracked',
      occupants: [
        { count: 2, armour: 'gel' },
        { count: 1, armour: 'mesh' },
      ],
    },
    range: 20,
  },
  'a listed burst projector with a d14 impact (small-arms rules) at a soft-skin with gel and thick (d6x2) armour aboard':
    {
      weapons: WEAPONS,
      armour: ARMOUR,
      firer: { quality: 'regular', weapon: 'burst-projector' },
      target: {
        size: 2,
        armour: 'd6',
        suspension: 'civilian-wheeled',
        occupants: [
          { count: 2, armour: 'gel' },
          { count: 1, armour: 'thick' },
        ],
      },
      range: 10,
    },
  'needle rifles (d14 impact) with a d20 support die and the listed projector at a jeep, reused impact': {
    rules: { 'suspension-impact': 'reuse' },
    weapons: WEAPONS,
    armour: ARMOUR,
    firer: {
      quality: 'green',
      troops: [
        { count: 3, weapon: 'needle-rifle' },
        { count: 1, weapon: 'big-gun' },
        { count: 1, weapon: 'burst-projector' },
      ],
    },
    target: {
      size: 1,
      armour: 'd8',
      suspension: 'military-wheeled',
      occupants: [
        { count: 1, armour: 'gel' },
        { count: 1, armour: 'basic' },
      ],
    },
    range: 6,
  },
  'a d20 support gun with a d6x2 impact (heavy rules) at a class-2 tank with a crew': {
    weapons: WEAPONS,
    armour: ARMOUR,
    firer: { quality: 'elite', weapon: 'big-gun', mounted: true },
    target: {
      size: 3,
      armour: 2,
      suspension: 'hover',
      occupants: [{ count: 2, armour: 'thick' }],
      crew: { quality: 'green', leadership: 2 },
    },
    range: 30,
  },
};

// House heavy weapons: a listed impact die and a d20x2.
const HEAVY = { 'table-cannon': { impact: [2, 4, 4, 8, 16, 30], size: 3 }, 'rail-gun': { impact: 'd20x2', size: 2 } };
CASES[
  'a house heavy weapon with a listed impact (basic fire control) at a class-3 tank with gel armour aboard and a crew'
] = {
  heavy_weapons: HEAVY,
  armour: ARMOUR,
  firer: { quality: 'regular', weapon: 'table-cannon', fire_control: 'basic' },
  target: {
    size: 4,
    armour: 3,
    suspension: 'tracked',
    occupants: [{ count: 2, armour: 'gel' }],
    crew: { quality: 'regular', leadership: 2 },
  },
  range: 40,
};
CASES['a house rail gun (d20x2 impact), reused impact, at a walker'] = {
  rules: { 'suspension-impact': 'reuse', 'destroyed-threshold': 'exceeds-by-more-than-twice' },
  heavy_weapons: HEAVY,
  firer: { quality: 'veteran', weapon: 'rail-gun', fire_control: 'enhanced' },
  target: { size: 2, armour: 2, suspension: 'walker', occupants: [{ count: 1, armour: 'basic' }] },
  range: 20,
};

const missileInput = {
  armour: ARMOUR,
  firer: { quality: 'regular', weapon: 'gms-p', guidance: 'basic' },
  target: {
    size: 3,
    armour: 2,
    suspension: 'tracked',
    decoys: 1,
    occupants: [
      { count: 2, armour: 'gel' },
      { count: 1, armour: 'thick' },
    ],
  },
};
const missileCell = () =>
  cellOf(missileFireDefinition, { system: 'stargrunt2', resolve: 'missile-fire', ...missileInput });

/** Exact against the plain enumeration (bruteForcePointTarget reads every listed face), every outcome and histogram. */
function expectExactMatchesEnumeration(cell: PointTargetCell): void {
  const exact = exactSummary(pointTargetLayout(cell), exactPointTarget(cell));
  const brute = bruteForcePointTarget(cell);
  for (const { name } of pointTargetQuantities.outcomes)
    expect(exact.outcomes[name].p, name).toBeCloseTo(brute.outcomes[name], 10);
  for (const dist of ['hit', 'dead', 'wounded', 'crew_bailed_out', 'crew_confidence_after', 'decoyed'] as const) {
    expect(exact.distributions[dist] !== undefined, `${dist} present`).toBe(brute[dist] !== undefined);
    brute[dist]?.forEach((p, k) =>
      expect(exact.distributions[dist][String(k)] ?? 0, `${dist} = ${k}`).toBeCloseTo(p, 10),
    );
  }
}

describe('house dice at point targets: exact against a plain enumeration that reads every listed face', () => {
  for (const [name, input] of Object.entries(CASES))
    it(`point-fire: ${name}`, () => expectExactMatchesEnumeration(pointFireCell(input)));
  it('missile-fire: a GMS/P at an APC with gel and thick armour aboard, one decoy', () =>
    expectExactMatchesEnumeration(missileCell()));

  it('the cells carry the dice as written: listed firer faces beside firerDice, the impact whole, occupants by face values', () => {
    const launcher = pointFireCell(Object.values(CASES)[0]);
    expect(launcher.firerDice).toEqual([10, 5]);
    expect(launcher.firerFaces).toEqual([null, [0, 2, 2, 6, 9]]);
    expect(launcher.impact).toEqual({ sides: 4, multiplier: 1, faces: [3, 6, 12, 24] });
    expect([launcher.mode, launcher.occupants]).toEqual(['heavy', [5, 5, 14]]);
    expect(launcher.occupantFaces).toEqual([[0, 1, 1, 2, 6], [0, 1, 1, 2, 6], null]);
    const squad = pointFireCell(Object.values(CASES)[2]);
    expect(squad.firerFaces).toEqual([null, null, null, [0, 0, 2, 4, 6, 8]]);
    expect(squad.firerDice).toEqual([6, 6, 20, 6]); // 3 × firepower 2: a D6
    expect(pointFireCell(Object.values(CASES)[3]).occupantFaces).toEqual([
      [2, 4, 6, 8, 10, 12],
      [2, 4, 6, 8, 10, 12],
    ]);
    const cannon = pointFireCell(Object.values(CASES)[4]);
    expect([cannon.impact, cannon.weaponSize, cannon.firerFaces]).toEqual([
      { sides: 6, multiplier: 1, faces: [2, 4, 4, 8, 16, 30] },
      3,
      undefined,
    ]);
  });
});

describe(`house dice at point targets: Monte Carlo within ${MAX_STANDARD_ERRORS} standard errors of exact`, () => {
  Object.entries(CASES).forEach(([name, input], i) => {
    it(`point-fire: ${name}`, () => {
      const cell = pointFireCell(input);
      expectKernelMatchesExact(pointTargetKernel, cell, exactPointTarget(cell), 200_000, 5100 + i);
    });
  });
  it('missile-fire: a GMS/P at an APC with gel and thick armour aboard, one decoy', () => {
    const cell = missileCell();
    expectKernelMatchesExact(pointTargetKernel, cell, exactPointTarget(cell), 200_000, 5150);
  });
});

describe('house d-N dice where they coincide with the ladder behave as the ladder dice', () => {
  it('a house IAVR (d10 firepower, d12 impact, asterisked) with house d4 and d6 armour is the IAVR with basic and partial-light', () => {
    const target = (a: string, b: string) => ({
      size: 2,
      armour: 'd8',
      suspension: 'civilian-wheeled',
      occupants: [
        { count: 2, armour: a },
        { count: 1, armour: b },
      ],
    });
    const book = pointFireCell({
      firer: { quality: 'veteran', weapon: 'iavr' },
      target: target('basic', 'partial-light'),
      range: 15,
    });
    const house = pointFireCell({
      weapons: { 'my-iavr': { class: 'support', firepower: 'd10', impact: 'd12', heavy_at_point_targets: true } },
      armour: { d4: 'd4', d6: 'd6' },
      firer: { quality: 'veteran', weapon: 'my-iavr' },
      target: target('d4', 'd6'),
      range: 15,
    });
    expect(house).toEqual(book);
    const rfac = {
      firer: { quality: 'regular', weapon: 'rfac-1', fire_control: 'basic' },
      target: target('basic', 'partial-light'),
      range: 40,
    };
    const myRfac = {
      ...rfac,
      heavy_weapons: { 'my-rfac': { impact: 'd10', size: 1 } },
      firer: { ...rfac.firer, weapon: 'my-rfac' },
    };
    expect(pointFireCell(myRfac)).toEqual(pointFireCell(rfac));
  });

  it('the steps read through face tables 1..N as by their sides, uniform for uniform', () => {
    const armour = Int32Array.of(4, 6, 14);
    const { faceStart, faces } = listedFaceTables([4, 6, 14], [null, null, null]);
    const [a, b] = [new Int32Array(2), new Int32Array(2)];
    const u = new Float64Array(6);
    const plan = penetrationPlan({ sides: 12, multiplier: 1 }, { sides: 12, multiplier: 2 }, 2, 8, false, 2);
    const out = new Int32Array(1);
    for (let t = 0; t < 2000; t++) {
      for (let k = 0; k < 6; k++) u[k] = ((t * 7919 + k * 104729) % 10007) / 10007;
      expect(vehicleOccupantsListed(armour, faceStart, faces, 0, 3, 3, u, 0, a)).toBe(
        vehicleOccupants(armour, 0, 3, 3, u, 0, b),
      );
      expect([...a]).toEqual([...b]);
      // The penetration step's score tables: D12 × 2 for a major hit, D12 × 2 armour.
      penetration(plan, u, 0, out);
      const impact = (((u[0] * 12) | 0) + 1) * 2;
      const armourScore = (((u[1] * 12) | 0) + 1) * 2;
      if (impact > 2 * armourScore) expect(out[0]).toBe(8);
      else if (impact > armourScore) expect(out[0]).toBe(4);
    }
  });
});

describe('house dice at point targets: bad dice are refused at their key', () => {
  it('a die that is not a die, in weapons or armour', () => {
    const input = {
      system: 'stargrunt2',
      resolve: 'point-fire',
      weapons: { bad: { class: 'support', firepower: [3], impact: 'd101' } },
      armour: { foam: 'd6x10', gel: [1, 'x'] },
      firer: { quality: 'regular', weapon: 'bad' },
      target: { size: 2, armour: 1 },
      range: 10,
    };
    const issues = pointFireCellSchema.safeParse(input).error?.issues ?? [];
    const byPath = Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
    expect(Object.keys(byPath).sort()).toEqual([
      'armour.foam',
      'armour.gel.1',
      'weapons.bad.firepower',
      'weapons.bad.impact',
    ]);
    expect(byPath['weapons.bad.firepower']).toMatch(/2 to 100 faces, not 1/);
    expect(byPath['weapons.bad.impact']).toMatch(/"d101" is not a die/);
  });
});
