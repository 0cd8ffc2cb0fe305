import { describe, expect, it } from 'vitest';
import { normalizeOf } from '../../../../../testing/cellOf.js';
import { exactSummary } from '../../../../../testing/exactSummary.js';
import {
  ARTILLERY_VEHICLE_TEST_CASES,
  artilleryCell,
  onAim,
  sure,
} from '../../../../../testing/systems/stargrunt2/heavy/artillery/testCells.js';
import type { ArtilleryCell } from './ArtilleryCell.js';
import artilleryDefinition from './artilleryDefinition.js';
import { ARTILLERY_VEHICLE_DISTRIBUTIONS, artilleryLayout } from './artilleryLayout.js';
import { exactArtillery } from './exactArtillery.js';

describe("artillery on vehicles: the crew's confidence test after immobilisation", () => {
  /** A house 20" burst: every round of a two-round salvo (first round ≤ 8" off, the other ≤ 6" from it) catches the vehicle. */
  const twoBursts = (vehicle: Record<string, unknown>, rules: Record<string, unknown> = {}) =>
    artilleryCell({
      ...sure,
      rules,
      delivery_systems: { blanket: 20 },
      mission: { delivery: 'blanket', rounds: 2 },
      vehicles: [{ position: [0, 0], ...vehicle }],
    });
  const summary = (cell: ArtilleryCell) => exactSummary(artilleryLayout(cell), exactArtillery(cell));
  // One burst of GPE D8 on armour 4 (top 3, D12x3), tracked (D10), by hand: penetrating i > 3a: a = 1 → 4–8
  // (5), a = 2 → 7–8 (2); destroyed i > 6a: 7–8 (2). Held 89/96; D6 6 systems; D6 1–2 and a fresh D8 beating
  // the D10 (28 of 80 pairs) immobilises.
  const held = 89 / 96;
  const q = { destroyed: 2 / 96, disabled: 5 / 96, systems: held / 6, immobilised: (held * (2 / 6) * 28) / 80 };
  const qNone = held - q.systems - q.immobilised;
  // After two bursts the vehicle ends immobilised (perhaps with systems) when no burst penetrated and one immobilised.
  const pImmobilised = held ** 2 - (qNone + q.systems) ** 2;

  it('without crew: no crews_bailed_out and the layout is as before', () => {
    const cell = twoBursts({ armour: 4, suspension: 'tracked' });
    expect(
      artilleryLayout(cell)
        .distributions.map((d) => d.name)
        .slice(5),
    ).toEqual([...ARTILLERY_VEHICLE_DISTRIBUTIONS]);
    expect(summary(cell).distributions.vehicles_immobilised['1']).toBeCloseTo(pImmobilised, 14);
  });

  it('hand-worked: P(final immobilised) × P(fail); Green LV 2 (D6 must exceed 5) fails on 1–5', () => {
    const cell = twoBursts({ armour: 4, suspension: 'tracked', crew: { quality: 'green', leadership: 2 } });
    expect(artilleryLayout(cell).distributions.at(-1)).toEqual({ name: 'crews_bailed_out', size: 2 });
    const s = summary(cell);
    expect(s.distributions.vehicles_caught['1']).toBe(1);
    expect(s.distributions.vehicles_immobilised['1']).toBeCloseTo(pImmobilised, 14);
    expect(s.distributions.crews_bailed_out['1']).toBeCloseTo((pImmobilised * 5) / 6, 14);
    // The crew changes nothing else.
    const bare = summary(twoBursts({ armour: 4, suspension: 'tracked' }));
    for (const d of ARTILLERY_VEHICLE_DISTRIBUTIONS) {
      for (const [k, p] of Object.entries(bare.distributions[d]))
        expect(s.distributions[d][k], `${d} = ${k}`).toBeCloseTo(p, 15);
    }
  });

  it('one burst: a Veteran LV 3 crew (D10 must exceed 6) bails out on 1–6; ROUTED crews still test', () => {
    for (const confidence of ['confident', 'routed']) {
      const s = onAim(
        { armour: 4, suspension: 'tracked', crew: { quality: 'veteran', leadership: 3, confidence } },
        {},
      );
      expect(s.distributions.vehicles_immobilised['1']).toBeCloseTo(q.immobilised, 14);
      expect(s.distributions.crews_bailed_out['1']).toBeCloseTo((q.immobilised * 6) / 10, 14);
    }
  });

  it('a crew whose vehicle is disabled or destroyed in the same mission does not test', () => {
    // A soft-skin truck (D6) against a house D12x9 point die is always destroyed: its crew never tests.
    const cell = artilleryCell({
      ...sure,
      warheads: { crusher: { infantry: 'd4', point: 'd12x9' } },
      mission: { delivery: 'very-large', warhead: 'crusher', rounds: 1 },
      vehicles: [
        { position: [0, 0], armour: 'd6', suspension: 'civilian-wheeled', crew: { quality: 'green', leadership: 1 } },
      ],
    });
    expect(summary(cell).distributions.crews_bailed_out['0']).toBe(1);
  });

  it('each crew tests on its own: two crewed vehicles, 0..2 crews bailed out', () => {
    const name = Object.keys(ARTILLERY_VEHICLE_TEST_CASES).find((k) => k.startsWith('crews: two medium GPE rounds'))!;
    const cell = artilleryCell(ARTILLERY_VEHICLE_TEST_CASES[name]);
    expect(artilleryLayout(cell).distributions.at(-1)).toEqual({ name: 'crews_bailed_out', size: 3 });
    expect(summary(cell).distributions.crews_bailed_out['2']).toBeGreaterThan(0);
  });

  it('notes a crew that can never test (grav), and reports an unknown confidence level with the closest names', () => {
    const cell = artilleryCell({
      ...sure,
      vehicles: [
        {
          name: 'grav tank',
          position: [0, 0],
          armour: 2,
          suspension: 'grav',
          crew: { quality: 'green', leadership: 1 },
        },
      ],
    });
    expect(cell.note).toMatch(/grav tank has a crew .* never tests/);
    const r = normalizeOf(artilleryDefinition, {
      system: 'stargrunt2',
      resolve: 'artillery',
      ...sure,
      vehicles: [
        {
          position: [0, 0],
          armour: 2,
          suspension: 'tracked',
          crew: { quality: 'green', leadership: 1, confidence: 'shakn' },
        },
      ],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues[0].path).toEqual(['vehicles', 0, 'crew', 'confidence']);
      expect(r.issues[0].suggestions).toContain('shaken');
    }
  });
});
