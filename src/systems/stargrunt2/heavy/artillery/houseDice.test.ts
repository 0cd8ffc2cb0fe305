// House dice (any d-N, listed faces) in artillery: the unit's house armour, the vehicle occupants' house armour and
// house warheads (their impact dice against infantry and against point targets).
// docs/rules/stargrunt2.md, "Custom dice".
import { describe, expect, it } from 'vitest';
import { issuesOf } from '../../../../../testing/cellOf.js';
import { exactSummary } from '../../../../../testing/exactSummary.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceArtillery } from '../../../../../testing/systems/stargrunt2/heavy/artillery/bruteForceArtillery.js';
import { artilleryCell } from '../../../../../testing/systems/stargrunt2/heavy/artillery/testCells.js';
import { listedFacesDie } from '../../../../dice/faceDie.js';
import artilleryDefinition from './artilleryDefinition.js';
import artilleryKernel from './artilleryKernel.js';
import { ARTILLERY_VEHICLE_DISTRIBUTIONS, artilleryLayout } from './artilleryLayout.js';
import { exactArtillery } from './exactArtillery.js';
import { artilleryCellSchema } from './schema.js';

const ARMOUR = { gel: [0, 1, 1, 2, 6], mesh: 'd14', thick: 'd6x2' };

const WARHEADS = {
  shrapnel: { infantry: [0, 1, 1, 2, 6, 9], point: [0, 0, 5, 20] },
  needle: { infantry: 'd14', point: 'd10x2' },
};

const CASES: Record<string, Record<string, unknown>> = {
  'two small GPE rounds on three figures in gel armour (listed, a 0 face) in the open': {
    armour: ARMOUR,
    mission: { delivery: 'small', warhead: 'gpe', rounds: 2 },
    observer: { quality: 'regular', leadership: 2, specialist: true },
    target: {
      armour: 'gel',
      positions: [
        [0, 0],
        [2, 0],
        [0, 3],
      ],
    },
  },
  'one medium AAS round on two figures in mesh (d14) and an APC with gel, mesh and thick (d6x2) armour aboard': {
    armour: ARMOUR,
    mission: { delivery: 'medium', warhead: 'aas', rounds: 1 },
    observer: { quality: 'veteran', leadership: 1, specialist: true },
    target: {
      armour: 'mesh',
      positions: [
        [0, 0],
        [3, 1],
      ],
    },
    vehicles: [
      {
        position: [2, -2],
        armour: 'd6',
        suspension: 'tracked',
        occupants: [
          { count: 1, armour: 'gel' },
          { count: 1, armour: 'mesh' },
          { count: 1, armour: 'thick' },
        ],
      },
    ],
  },
  'two small rounds of a listed warhead (a 0 face) on two figures in full-light armour and a tracked APC with a listed point die':
    {
      warheads: WARHEADS,
      mission: { delivery: 'small', warhead: 'shrapnel', rounds: 2 },
      observer: { quality: 'regular', leadership: 2, specialist: true },
      target: {
        armour: 'full-light',
        positions: [
          [0, 0],
          [2, 1],
        ],
      },
      vehicles: [
        { position: [1, -2], armour: 1, suspension: 'tracked', occupants: [{ count: 2, armour: 'partial-light' }] },
      ],
    },
  'one medium round of a d14 warhead on three figures of basic armour in soft cover (no excess past D12 reaches the d14), a d10x2 point die on a truck':
    {
      warheads: WARHEADS,
      mission: { delivery: 'medium', warhead: 'needle', rounds: 1 },
      observer: { quality: 'veteran', leadership: 1, specialist: true },
      target: {
        armour: 'basic',
        cover: 'soft',
        positions: [
          [0, 0],
          [3, 1],
          [-2, 2],
        ],
      },
      vehicles: [
        { position: [2, -2], armour: 'd6', suspension: 'military-wheeled', occupants: [{ count: 1, armour: 'gel' }] },
      ],
      armour: ARMOUR,
    },
};

const artillery = (input: Record<string, unknown>) => ({ system: 'stargrunt2', resolve: 'artillery', ...input });

describe('house dice in artillery: exact against a plain enumeration that reads every listed face, Monte Carlo against exact', () => {
  Object.entries(CASES).forEach(([name, input], i) => {
    it(name, () => {
      const cell = artilleryCell(input);
      const exact = exactArtillery(cell);
      const s = exactSummary(artilleryLayout(cell), exact);
      const brute = bruteForceArtillery(cell);
      ['no_effect', 'suppressed_only', 'effective'].forEach((o, k) =>
        expect(s.outcomes[o].p, o).toBeCloseTo(brute.outcomes[k], 10),
      );
      const lists: Record<string, number[]> = { dead: brute.dead, wounded: brute.wounded, in_burst: brute.in_burst };
      ARTILLERY_VEHICLE_DISTRIBUTIONS.forEach((d, k) => (lists[d] = brute.vehicles[k]));
      for (const [d, values] of Object.entries(lists)) {
        for (let k = 0; k < Math.max(values.length, Object.keys(s.distributions[d]).length); k++) {
          expect(s.distributions[d][String(k)] ?? 0, `${d} = ${k}`).toBeCloseTo(values[k] ?? 0, 10);
        }
      }
      expectKernelMatchesExact(artilleryKernel, cell, exact, 150_000, 5300 + i);
    });
  });

  it('the cells carry the dice as written: the unit armour whole, occupants by face values', () => {
    expect(artilleryCell(Object.values(CASES)[0]).armour).toEqual({ sides: 5, multiplier: 1, faces: [0, 1, 1, 2, 6] });
    const cell = artilleryCell(Object.values(CASES)[1]);
    expect(cell.armour).toEqual({ sides: 14, multiplier: 1 });
    expect(cell.vehicles[0].occupants).toEqual([5, 14, 6]);
    expect(cell.vehicles[0].occupantFaces).toEqual([[0, 1, 1, 2, 6], null, [2, 4, 6, 8, 10, 12]]);
  });

  it("the cells carry a house warhead's dice as written: listed faces whole, a d-N by sides and multiplier", () => {
    const listed = artilleryCell(Object.values(CASES)[2]);
    expect([listed.impact, listed.pointImpact]).toEqual([
      listedFacesDie([0, 1, 1, 2, 6, 9]),
      listedFacesDie([0, 0, 5, 20]),
    ]);
    const dN = artilleryCell(Object.values(CASES)[3]);
    expect([dN.impact, dN.armour, dN.pointImpact]).toEqual([
      { sides: 14, multiplier: 1 },
      { sides: 6, multiplier: 1 },
      { sides: 10, multiplier: 2 },
    ]);
  });

  it("a house warhead of ladder dice is the book's warhead of those dice: d12 / d8 as APS, in hard cover In Position", () => {
    const input = (warhead: string) => ({
      warheads: { 'my-aps': { infantry: 'd12', point: 'd8' } },
      mission: { delivery: 'small', warhead, rounds: 2 },
      observer: { quality: 'green', leadership: 1 },
      target: {
        armour: 'light-power',
        cover: 'hard',
        in_position: true,
        positions: [
          [0, 0],
          [2, 1],
        ],
      },
      vehicles: [{ position: [3, 0], armour: 2, suspension: 'tracked', occupants: [{ count: 1, armour: 'basic' }] }],
    });
    expect(artilleryCell(input('my-aps'))).toEqual(artilleryCell(input('aps')));
  });

  it('a house d-N that is a ladder die is that ladder die: d8 armour as full-light, in hard cover and In Position', () => {
    const input = (armour: string) => ({
      armour: { 'my-d8': 'd8' },
      mission: { delivery: 'small', warhead: 'aps', rounds: 2 },
      observer: { quality: 'green', leadership: 1 },
      target: {
        armour,
        cover: 'hard',
        in_position: true,
        positions: [
          [0, 0],
          [2, 1],
        ],
      },
      vehicles: [{ position: [3, 0], armour: 'd6', suspension: 'tracked', occupants: [{ count: 2, armour }] }],
    });
    expect(artilleryCell(input('my-d8'))).toEqual(artilleryCell(input('full-light')));
  });
});

describe('house dice in artillery: a shift that reaches one off the ladder is refused at its key', () => {
  const base = {
    armour: ARMOUR,
    mission: { delivery: 'small', rounds: 1 },
    observer: { quality: 'regular', leadership: 2 },
  };

  it('soft cover on d14 armour, In Position on listed armour', () => {
    const cover = issuesOf(
      artilleryDefinition,
      artillery({ ...base, target: { armour: 'mesh', cover: 'soft', positions: [[0, 0]] } }),
    );
    expect(cover.map((i) => i.path)).toEqual([['target', 'armour']]);
    expect(cover[0].message).toMatch(
      /D14 \(armour "mesh"\) is off the die-type ladder D4 D6 D8 D10 D12, and soft cover shifts the armour die up/,
    );
    const inPosition = issuesOf(
      artilleryDefinition,
      artillery({ ...base, target: { armour: 'gel', in_position: true, positions: [[0, 0]] } }),
    );
    expect(inPosition.map((i) => i.path)).toEqual([['target', 'armour']]);
    expect(inPosition[0].message).toMatch(/being In Position shifts the armour die up/);
  });

  it('soft cover on heavy-power armour (D12) under a d14 warhead, In Position under a listed one: the excess past D12 cannot lower them', () => {
    const target = { armour: 'heavy-power', positions: [[0, 0]] };
    const d14 = issuesOf(
      artilleryDefinition,
      artillery({
        ...base,
        warheads: WARHEADS,
        mission: { ...base.mission, warhead: 'needle' },
        target: { ...target, cover: 'soft' },
      }),
    );
    expect(d14.map((i) => i.path)).toEqual([['mission', 'warhead']]);
    expect(d14[0].message).toMatch(
      /D14 \(warhead "needle"\) is off the die-type ladder D4 D6 D8 D10 D12, and soft cover shifts the armour die up past D12, and the excess must lower the impact die/,
    );
    const listed = issuesOf(
      artilleryDefinition,
      artillery({
        ...base,
        warheads: WARHEADS,
        mission: { ...base.mission, warhead: 'shrapnel' },
        target: { ...target, in_position: true },
      }),
    );
    expect(listed.map((i) => i.path)).toEqual([['mission', 'warhead']]);
    expect(listed[0].message).toMatch(
      /\[0, 1, 1, 2, 6, 9\] \(warhead "shrapnel"\) .*being In Position shifts the armour die up past D12/,
    );
  });

  it("a house warhead's dice are checked at their key by the schema", () => {
    const bad =
      artilleryCellSchema.shape.warheads.safeParse({ dud: { infantry: 'd1', point: [0, 101] } }).error?.issues ?? [];
    expect(bad.map((i) => i.path.join('.'))).toEqual(['dud.infantry', 'dud.point.1']);
  });

  it('no shift leaves the die as written; occupants are never shifted', () => {
    expect(
      issuesOf(artilleryDefinition, artillery({ ...base, target: { armour: 'mesh', positions: [[0, 0]] } })),
    ).toEqual([]);
    const vehicles = [{ position: [0, 0], armour: 2, occupants: [{ count: 2, armour: 'gel' }] }];
    expect(
      issuesOf(
        artilleryDefinition,
        artillery({ ...base, target: { armour: 'basic', cover: 'hard', positions: [[0, 0]] }, vehicles }),
      ),
    ).toEqual([]);
  });
});
