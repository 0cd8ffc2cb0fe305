import { describe, expect, it } from 'vitest';
import { normalizeOf } from '../../../../../testing/cellOf.js';
import { exactSummary } from '../../../../../testing/exactSummary.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceArtillery } from '../../../../../testing/systems/stargrunt2/heavy/artillery/bruteForceArtillery.js';
import {
  ARTILLERY_TEST_CASES,
  ARTILLERY_VEHICLE_TEST_CASES,
  artilleryCell,
  onAim,
  sure,
} from '../../../../../testing/systems/stargrunt2/heavy/artillery/testCells.js';
import { ExactIntractableError } from '../../../../core/ExactIntractableError.js';
import artilleryDefinition from './artilleryDefinition.js';
import artilleryKernel from './artilleryKernel.js';
import { ARTILLERY_VEHICLE_DISTRIBUTIONS, artilleryLayout } from './artilleryLayout.js';
import { exactArtillery } from './exactArtillery.js';

describe('artillery on vehicles: the rules', () => {
  it('CASUALTIES FROM ARTILLERY FIRE: a vehicle in the burst rolls Armour vs. the point-target Impact as for a MINOR hit', () => {
    // GPE D8 against a soft-skin's D6, no suspension: destroyed when impact > 2 × armour, disabled when > armour.
    const s = onAim({ armour: 'd6' });
    let destroyed = 0;
    let disabled = 0;
    let held = 0;
    for (let i = 1; i <= 8; i++) for (let a = 1; a <= 6; a++) i > 2 * a ? destroyed++ : i > a ? disabled++ : held++;
    expect(s.distributions.vehicles_caught['1']).toBe(1);
    expect(s.distributions.vehicles_destroyed['1']).toBeCloseTo(destroyed / 48, 14);
    expect(s.distributions.vehicles_disabled['1']).toBeCloseTo(disabled / 48, 14);
    // NON-PENETRATING HITS: a 6 on the D6 knocks out systems; 1–5 leave it undamaged (no suspension to hit).
    expect(s.distributions.vehicles_systems['1']).toBeCloseTo(held / 48 / 6, 14);
    expect(s.distributions.vehicles_undamaged['1']).toBeCloseTo((held / 48) * (5 / 6), 14);
    expect(s.outcomes.effective.p).toBeCloseTo((destroyed + disabled + held / 6) / 48, 14);
  });

  it('ARTILLERY WEAPON DATA: anti-armour submunitions roll D12x2 against point targets, never doubled', () => {
    const s = onAim({ armour: 1 }, { mission: { delivery: 'very-large', warhead: 'aas', rounds: 1 } });
    let destroyed = 0;
    for (let i = 1; i <= 12; i++) for (let a = 1; a <= 12; a++) if (2 * i > 2 * a) destroyed++;
    expect(s.distributions.vehicles_destroyed['1']).toBeCloseTo(destroyed / 144, 14);
  });

  it('VEHICLE ARMOUR: indirect fire hits the TOP armour, one class less (armour 1 stays 1); OPEN-TOPPED counts as D6', () => {
    const cell = (vehicle: Record<string, unknown>, rules = {}) =>
      artilleryCell({ ...sure, rules, vehicles: [{ position: [0, 0], ...vehicle }] }).vehicles[0].armour;
    expect(cell({ armour: 3 })).toEqual({ sides: 12, multiplier: 2 });
    expect(cell({ armour: 1 })).toEqual({ sides: 12, multiplier: 1 });
    expect(cell({ armour: 3 }, { 'vehicle-armour-face': 'as-given' })).toEqual({ sides: 12, multiplier: 3 });
    expect(cell({ armour: 4, open_topped: true })).toEqual({ sides: 6, multiplier: 1 });
    expect(cell({ armour: 'd8' })).toEqual({ sides: 8, multiplier: 1 });
  });

  it('NON-PENETRATING HITS: a tracked vehicle hit on the suspension rolls D10 against a fresh impact', () => {
    // GPE D8 on armour 4 (top 3, D12x3): never penetrates (8 ≤ 3 × a only fails for a = 1, 2: 8 > 3, 8 > 6).
    const s = onAim({ armour: 4, suspension: 'tracked' });
    let penetrating = 0;
    for (let i = 1; i <= 8; i++) for (let a = 1; a <= 12; a++) if (i > 3 * a) penetrating++;
    let beats = 0;
    for (let i = 1; i <= 8; i++) for (let d = 1; d <= 10; d++) if (i > d) beats++;
    const held = 1 - penetrating / 96;
    expect(s.distributions.vehicles_immobilised['1']).toBeCloseTo(held * (2 / 6) * (beats / 80), 14);
  });

  it('CASUALTIES TO VEHICLE OCCUPANTS: a destroyed vehicle doubles the size class (large rounds: 3 → 6)', () => {
    // Occupants in D6 armour inside a vehicle destroyed by large rounds are casualties on 1–6: always.
    const cell = artilleryCell({
      ...sure,
      warheads: { crusher: { infantry: 'd4', point: 'd12x9' } },
      mission: { delivery: 'large', warhead: 'crusher', rounds: 1 },
      vehicles: [{ position: [0, 0], armour: 'd4', occupants: [{ count: 2, armour: 'partial-light' }] }],
    });
    expect(cell.weaponSize).toBe(3);
    const s = exactSummary(artilleryLayout(cell), exactArtillery(cell));
    // Caught unless the first round deviates more than 6" (a failed 1, then D8 7 or 8): then always destroyed.
    const caught = s.distributions.vehicles_caught['1'];
    expect(caught).toBeCloseTo(1 - (1 / 12) * (2 / 8), 14);
    expect(s.distributions.vehicles_destroyed['1']).toBeCloseTo(caught, 14);
    expect(s.means.occupants_dead.mean + s.means.occupants_wounded.mean).toBeCloseTo(2 * caught, 14);
    expect(s.distributions.occupants_dead['2']).toBeCloseTo(caught / 4, 14);
  });

  it('infantry-only missions report no vehicles (every vehicle histogram is 0 with certainty)', () => {
    const cell = artilleryCell(Object.values(ARTILLERY_TEST_CASES)[0]);
    const s = exactSummary(artilleryLayout(cell), exactArtillery(cell));
    for (const d of ARTILLERY_VEHICLE_DISTRIBUTIONS) expect(s.distributions[d]['0']).toBeCloseTo(1, 14);
  });

  it('refuses a mission with neither figures nor vehicles, and a house delivery system without a size for occupants', () => {
    const parse = (input: Record<string, unknown>) =>
      normalizeOf(artilleryDefinition, { system: 'stargrunt2', resolve: 'artillery', ...sure, ...input });
    expect(parse({}).ok).toBe(false);
    const r = parse({
      delivery_systems: { rail: 5 },
      mission: { delivery: 'rail', rounds: 1 },
      vehicles: [{ position: [0, 0], armour: 1, occupants: [{ count: 1, armour: 'basic' }] }],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0].path).toEqual(['mission', 'weapon_size']);
  });
});

describe('artillery on vehicles: the exact budget', () => {
  it('a salvo too large to enumerate stops with the budget message (Monte Carlo must be used)', () => {
    const cell = artilleryCell({
      mission: { delivery: 'large', rounds: 6 },
      observer: { quality: 'regular', leadership: 2, specialist: true },
      target: { armour: 'basic', formation: { type: 'cluster', figures: 10, spacing: 3 } },
      vehicles: [
        { position: [4, 4], armour: 2 },
        { position: [-5, 2], armour: 'd6' },
        { position: [0, -6], armour: 1 },
      ],
    });
    expect(() => exactArtillery(cell)).toThrow(/too large to enumerate exactly/);
    expect(() => exactArtillery(cell)).toThrow(ExactIntractableError);
  });
});

describe('artillery on vehicles: exact against plain enumeration, Monte Carlo against exact', () => {
  for (const [i, [name, input]] of Object.entries(ARTILLERY_VEHICLE_TEST_CASES).entries()) {
    it(name, () => {
      const cell = artilleryCell(input);
      const exact = exactArtillery(cell);
      const s = exactSummary(artilleryLayout(cell), exact);
      const brute = bruteForceArtillery(cell);
      ['no_effect', 'suppressed_only', 'effective'].forEach((o, k) =>
        expect(s.outcomes[o].p, o).toBeCloseTo(brute.outcomes[k], 10),
      );
      const lists: Record<string, number[]> = {
        dead: brute.dead,
        wounded: brute.wounded,
        in_burst: brute.in_burst,
        rounds_on_aim: brute.rounds_on_aim,
      };
      ARTILLERY_VEHICLE_DISTRIBUTIONS.forEach((d, k) => (lists[d] = brute.vehicles[k]));
      if (cell.vehicles.some((v) => v.crew)) lists.crews_bailed_out = brute.vehicles[8];
      else {
        expect(s.distributions.crews_bailed_out).toBeUndefined();
        expect(brute.vehicles[8].length).toBe(1);
        expect(brute.vehicles[8][0]).toBeCloseTo(1, 12);
      }
      for (const [d, values] of Object.entries(lists)) {
        for (let k = 0; k < Math.max(values.length, Object.keys(s.distributions[d]).length); k++) {
          expect(s.distributions[d][String(k)] ?? 0, `${d} = ${k}`).toBeCloseTo(values[k] ?? 0, 10);
        }
      }
      expectKernelMatchesExact(artilleryKernel, cell, exact, 150_000, 700 + i);
    });
  }
});
