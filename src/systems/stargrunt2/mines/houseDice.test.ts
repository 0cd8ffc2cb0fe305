// House armour (any d-N, listed faces) in the mine and booby-trap resolutions, one describe each: minefield,
// minefield-vehicle, command-detonated-mine, booby-trap — exact against the plain enumerations (which read every
// listed face), each kernel within 4.5 SE of exact, a d-N house die behaving as the ladder die where they coincide, a
// bad die refused at its key. None of them shifts the armour die (no cover in these rules), so none is refused for
// being off the ladder. docs/rules/stargrunt2.md, "Custom dice".
import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import {
  bruteForceBoobyTrap,
  bruteForceCommandDetonatedMine,
  bruteForceMinefield,
  bruteForceMinefieldVehicle,
} from '../../../../testing/systems/stargrunt2/mines/bruteForceMines.js';
import { expectMatchesBruteForce } from '../../../../testing/systems/stargrunt2/mines/expectMatchesBruteForce.js';
import { loadScenario } from '../../../scenario/loadScenario.js';
import { ScenarioError } from '../../../scenario/ScenarioError.js';
import { registry } from '../../registry.js';
import { vehicleOccupants } from '../steps/vehicleOccupants.js';
import boobyTrapDefinition from './boobyTrap/boobyTrapDefinition.js';
import boobyTrapKernel from './boobyTrap/boobyTrapKernel.js';
import { exactBoobyTrap } from './boobyTrap/exactBoobyTrap.js';
import commandDetonatedMineDefinition from './commandDetonatedMine/commandDetonatedMineDefinition.js';
import commandDetonatedMineKernel from './commandDetonatedMine/commandDetonatedMineKernel.js';
import { exactCommandDetonatedMine } from './commandDetonatedMine/exactCommandDetonatedMine.js';
import { exactMinefield } from './minefield/exactMinefield.js';
import minefieldDefinition from './minefield/minefieldDefinition.js';
import minefieldKernel from './minefield/minefieldKernel.js';
import { exactMinefieldVehicle } from './minefieldVehicle/exactMinefieldVehicle.js';
import minefieldVehicleDefinition from './minefieldVehicle/minefieldVehicleDefinition.js';
import minefieldVehicleKernel from './minefieldVehicle/minefieldVehicleKernel.js';
import { casualtyFaces, occupantDice, rollOccupants } from './occupantDice.js';
import { occupantFateOdds } from './occupantFateOdds.js';

/** gel: listed faces; mesh: a d14; plate: a multiplied d-N; issue-d6: a house d-N that is the ladder's D6 (partial-light). */
const ARMOUR = { gel: [1, 1, 2, 6], mesh: 'd14', plate: 'd6x2', 'issue-d6': 'd6', rag: [0, 0, 1, 3, 4, 9] };
const SG2 = { system: 'stargrunt2', armour: ARMOUR };

const minefield = (extra: Record<string, unknown>) =>
  cellOf(minefieldDefinition, { ...SG2, resolve: 'minefield', ...extra });
const vehicle = (extra: Record<string, unknown>) =>
  cellOf(minefieldVehicleDefinition, { ...SG2, resolve: 'minefield-vehicle', ...extra });
const cdm = (extra: Record<string, unknown>) =>
  cellOf(commandDetonatedMineDefinition, { ...SG2, resolve: 'command-detonated-mine', ...extra });
const trap = (extra: Record<string, unknown>) =>
  cellOf(boobyTrapDefinition, { ...SG2, resolve: 'booby-trap', ...extra });

describe('minefield with house armour', () => {
  const CASES: Array<Record<string, unknown>> = [
    { field: 'ap', unit: { quality: 'green', figures: 3, armour: 'gel' } },
    { field: 'mixed', unit: { quality: 'regular', figures: 3, armour: 'mesh' } },
    { field: 'ap', unit: { quality: 'veteran', figures: 2, armour: 'plate' } },
  ];

  it('hand-worked: the D10 against gel [1, 1, 2, 6] kills on 22 of 40 pairs and wounds on 8; a Green is caught 3/6', () => {
    // Armour 1 (twice): wound on 2, kill on 3–10 (8). Armour 2: wound 3–4, kill 5–10 (6). Armour 6: wound 7–10, no kill.
    const c = minefield({ field: 'ap', unit: { quality: 'green', figures: 1, armour: 'gel' } });
    expect(c.armour).toEqual({ sides: 4, multiplier: 1, faces: [1, 1, 2, 6] });
    const e = exactMinefield(c);
    expect(e.distributions.dead[1]).toBeCloseTo((1 / 2) * (22 / 40), 15);
    expect(e.distributions.wounded[1]).toBeCloseTo((1 / 2) * (8 / 40), 15);
  });

  it.each(CASES.map((c, i) => [i, c] as const))(
    'case %i: exact equals the enumeration, Monte Carlo within 4.5 SE',
    (i, c) => {
      const cell = minefield(c);
      const exact = exactMinefield(cell);
      expectMatchesBruteForce(exact, bruteForceMinefield(cell));
      expectKernelMatchesExact(minefieldKernel, cell, exact, 200_000, 2900 + i);
    },
  );

  it('a house d6 is the ladder D6: the same cell, the same exact result and the same counters as partial-light', () => {
    const unit = { quality: 'regular', figures: 4 };
    const house = minefield({ field: 'mixed', unit: { ...unit, armour: 'issue-d6' } });
    const book = minefield({ field: 'mixed', unit: { ...unit, armour: 'partial-light' } });
    expect(house).toEqual(book);
    expect(exactMinefield(house)).toEqual(exactMinefield(book));
    expect(expectKernelMatchesExact(minefieldKernel, house, exactMinefield(house), 50_000, 2950)).toEqual(
      expectKernelMatchesExact(minefieldKernel, book, exactMinefield(book), 50_000, 2950),
    );
  });
});

describe('minefield-vehicle with house armour: the occupants of a disabled vehicle', () => {
  const CASES: Array<Record<string, unknown>> = [
    {
      field: 'av',
      vehicle: {
        type: 'afv',
        suspension: 'tracked',
        occupants: [
          { count: 1, armour: 'rag' },
          { count: 1, armour: 'mesh' },
          { count: 1, armour: 'basic' },
        ],
      },
    },
    {
      field: 'mixed',
      vehicle: {
        type: 'softskin',
        suspension: 'civilian-wheeled',
        occupants: [
          { count: 2, armour: 'gel' },
          { count: 1, armour: 'plate' },
        ],
      },
    },
  ];

  it('"any occupant that rolls 1 or 2 on their personal ARMOUR die will be a casualty", read from the listed values', () => {
    // rag [0, 0, 1, 3, 4, 9]: 0, 0 and 1 are at most 2 (3 of 6); D6x2 reads 2, 4 …: only the 2 (1 of 6); a d14: 2 of 14.
    // All three of CASES[0] dead: the D10 beats twice the tracked D10 on 20 of 100, then each a casualty (rag 3/6,
    // mesh 2/14, basic D4 2/4) and the D6's 1–3 (half).
    const [rag, plate, mesh] = [
      { sides: 6, multiplier: 1, faces: [0, 0, 1, 3, 4, 9] },
      { sides: 6, multiplier: 2 },
      { sides: 14, multiplier: 1 },
    ];
    expect([casualtyFaces(rag, 2), casualtyFaces(plate, 2), casualtyFaces(mesh, 2)]).toEqual([3, 1, 2]);
    // A casualty is DEAD on a D6's 1–3, WOUNDED on 4–6: half each.
    expect(occupantFateOdds(rag, 2)).toEqual([3 / 6, 0, 1.5 / 6, 1.5 / 6]);
    const c = vehicle(CASES[0]);
    expect(c.occupants[0]).toEqual(rag);
    expect(exactMinefieldVehicle(c).distributions.dead[3]).toBeCloseTo((20 / 100) * (3 / 12) * (2 / 28) * (2 / 8), 15);
  });

  it('on ladder dice rollOccupants is the vehicleOccupants step over every occupant at once: the same uniforms, the same casualties', () => {
    const sides = [4, 6, 12, 8, 10];
    const dice = sides.map((n) => ({ sides: n, multiplier: 1 }));
    // 500 rolls of uniforms from a plain linear congruential sequence, at every threshold.
    let seed = 12345;
    const uniform = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let roll = 0; roll < 500; roll++) {
      const u = Float64Array.from({ length: 2 * sides.length }, uniform);
      for (const threshold of [0, 2, 4, 7, 12]) {
        const [mine, step] = [new Int32Array(2), new Int32Array(2)];
        const next = rollOccupants(occupantDice(dice, threshold), u, 0, mine);
        expect(next).toBe(vehicleOccupants(Int32Array.from(sides), 0, sides.length, threshold, u, 0, step));
        expect(mine).toEqual(step);
      }
    }
  });

  it.each(CASES.map((c, i) => [i, c] as const))(
    'case %i: exact equals the enumeration, Monte Carlo within 4.5 SE',
    (i, c) => {
      const cell = vehicle(c);
      const exact = exactMinefieldVehicle(cell);
      expectMatchesBruteForce(exact, bruteForceMinefieldVehicle(cell));
      expectKernelMatchesExact(minefieldVehicleKernel, cell, exact, 200_000, 2960 + i);
    },
  );

  it('house d6 occupants are partial-light ones: the same counters, seed for seed', () => {
    const occupants = (armour: string) => ({
      field: 'av',
      vehicle: { type: 'softskin', suspension: 'hover', occupants: [{ count: 3, armour }] },
    });
    const [house, book] = [vehicle(occupants('issue-d6')), vehicle(occupants('partial-light'))];
    expect(expectKernelMatchesExact(minefieldVehicleKernel, house, exactMinefieldVehicle(house), 50_000, 2970)).toEqual(
      expectKernelMatchesExact(minefieldVehicleKernel, book, exactMinefieldVehicle(book), 50_000, 2970),
    );
  });
});

describe('command-detonated-mine with house armour', () => {
  const CASES: Array<Record<string, unknown>> = [
    { mines: 2, unit: { figures: 2, armour: 'gel' } },
    { unit: { figures: 3, armour: 'mesh' } },
    {
      mines: 2,
      vehicle: {
        type: 'softskin',
        occupants: [
          { count: 2, armour: 'rag' },
          { count: 1, armour: 'mesh' },
        ],
      },
    },
  ];

  it('the D10 against a d14: kills on 20 of 140 pairs, wounds on 25', () => {
    // kill i > 2a: a = 1: 3–10 (8), 2: 5–10 (6), 3: 7–10 (4), 4: 9–10 (2) → 20.
    // wound a < i ≤ min(2a, 10): a = 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, then 6–9: 4, 3, 2, 1, and none from 10 → 25.
    const e = exactCommandDetonatedMine(cdm({ unit: { figures: 1, armour: 'mesh' } }));
    expect(e.distributions.dead[1]).toBeCloseTo(20 / 140, 15);
    expect(e.distributions.wounded[1]).toBeCloseTo(25 / 140, 15);
  });

  it.each(CASES.map((c, i) => [i, c] as const))(
    'case %i: exact equals the enumeration, Monte Carlo within 4.5 SE',
    (i, c) => {
      const cell = cdm(c);
      const exact = exactCommandDetonatedMine(cell);
      expectMatchesBruteForce(exact, bruteForceCommandDetonatedMine(cell));
      expectKernelMatchesExact(commandDetonatedMineKernel, cell, exact, 200_000, 2980 + i);
    },
  );
});

describe('booby-trap with house armour', () => {
  const CASES: Array<Record<string, unknown>> = [
    { unit: { quality: 'regular', armour: 'gel', in_contact: 2 } },
    { unit: { quality: 'green', armour: 'plate', in_contact: 1 }, trap: { impact: 'd12' } },
  ];

  it.each(CASES.map((c, i) => [i, c] as const))(
    'case %i: exact equals the enumeration, Monte Carlo within 4.5 SE',
    (i, c) => {
      const cell = trap(c);
      const exact = exactBoobyTrap(cell);
      expectMatchesBruteForce(exact, bruteForceBoobyTrap(cell));
      expectKernelMatchesExact(boobyTrapKernel, cell, exact, 200_000, 2990 + i);
    },
  );

  it("the contact figures' impact is still shifted on the ladder (the trap's die); the house armour is read as written", () => {
    const c = trap(CASES[1]);
    expect([c.impactSides, c.contactImpactSides]).toEqual([12, 10]);
    expect(c.armour).toEqual({ sides: 6, multiplier: 2 });
  });
});

describe('house armour in the mine resolutions: a bad die is located at its key', () => {
  it.each([
    ['minefield', 'field: ap\nunit: { quality: green, figures: 2, armour: gel }\n'],
    ['booby-trap', 'unit: { quality: green, armour: gel }\n'],
  ])('%s: a d1 armour', async (resolve, body) => {
    const text = `system: stargrunt2\nresolve: ${resolve}\narmour:\n  gel: d1\n${body}`;
    const problems = await loadScenario('x.yaml', text, registry).then(
      () => [],
      (error: unknown) => (error instanceof ScenarioError ? error.diagnostics : Promise.reject(error)),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'x.yaml', line: 4, column: 8 });
    expect(problems[0].message).toContain('"d1"');
  });
});
