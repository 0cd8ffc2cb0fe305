import { describe, expect, it } from 'vitest';
import { normalizeOf } from '../../../../../testing/cellOf.js';
import { exactSummary } from '../../../../../testing/exactSummary.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceArtillery } from '../../../../../testing/systems/stargrunt2/heavy/artillery/bruteForceArtillery.js';
import {
  ARTILLERY_TEST_CASES,
  artilleryCell,
} from '../../../../../testing/systems/stargrunt2/heavy/artillery/testCells.js';
import artilleryDefinition from './artilleryDefinition.js';
import artilleryKernel from './artilleryKernel.js';
import { artilleryLayout } from './artilleryLayout.js';
import { landing } from './clockface.js';
import { exactArtillery } from './exactArtillery.js';
import { formationPositions } from './formationPositions.js';

const base = {
  mission: { delivery: 'small', rounds: 1 },
  observer: { quality: 'regular', leadership: 2, specialist: true },
  target: { armour: 'basic', positions: [[0, 0]] },
};

function summaryOf(input: Record<string, unknown>) {
  const cell = artilleryCell(input);
  return exactSummary(artilleryLayout(cell), exactArtillery(cell));
}

describe('artillery: rulebook examples', () => {
  it('UNITS IN POSITION: D8 armour in hard cover and In Position against a D10 burst rolls D12 against D8', () => {
    const cell = artilleryCell({
      ...base,
      warheads: { 'd10-burst': { infantry: 'd10' } },
      mission: { delivery: 'small', warhead: 'd10-burst', rounds: 1 },
      target: { armour: 'full-light', cover: 'hard', in_position: true, positions: [[0, 0]] },
    });
    expect(cell.armour).toEqual({ sides: 12, multiplier: 1 });
    expect(cell.impact).toEqual({ sides: 8, multiplier: 1 });
  });

  it('parameters: in-position-armour-shift 0 leaves the D8 two types up (D12) without the excess; unspotted-accuracy-multiple 3 wants more than 3 × LV', () => {
    const cell = artilleryCell({
      ...base,
      rules: { 'in-position-armour-shift': 0, 'unspotted-accuracy-multiple': 3 },
      warheads: { 'd10-burst': { infantry: 'd10' } },
      mission: { delivery: 'small', warhead: 'd10-burst', rounds: 1 },
      observer: { quality: 'regular', leadership: 2 },
      target: { armour: 'full-light', cover: 'hard', in_position: true, positions: [[0, 0]] },
    });
    expect(cell.armour).toEqual({ sides: 12, multiplier: 1 });
    expect(cell.impact).toEqual({ sides: 10, multiplier: 1 });
    expect(cell.accuracyTarget).toBe(6);
  });

  it('MULTIPLE INCOMING ROUNDS: 9 and 4 land 4" left of the first round, 6 and 2 land 2" short', () => {
    const [x9, y9] = landing(10, 20, 9, 4);
    expect([x9, y9]).toEqual([6, 20]);
    const [x6, y6] = landing(10, 20, 6, 2);
    expect([x6, y6]).toEqual([10, 18]);
  });

  it('FIRE SUPPORT ACCURACY: LV 2 with a specialist needs 3+; a failed 2 doubles the D8', () => {
    const s = summaryOf(base);
    expect(s.distributions.deviation['0']).toBeCloseTo(6 / 8, 14);
    for (const d of [1, 3, 5, 7]) expect(s.distributions.deviation[String(d)]).toBeCloseTo(1 / 8 / 8, 14); // score 1 only
    for (const d of [2, 4, 6, 8]) expect(s.distributions.deviation[String(d)]).toBeCloseTo(2 / 8 / 8, 14); // score 1 (D8 even) or 2
    for (const d of [10, 12, 14, 16]) expect(s.distributions.deviation[String(d)]).toBeCloseTo(1 / 8 / 8, 14);
  });

  it('FIRE SUPPORT ACCURACY: LV 3 without a specialist wants 7 or better; a 6 multiplies the D8 by six', () => {
    const s = summaryOf({ ...base, observer: { quality: 'veteran', leadership: 3 } });
    expect(s.distributions.deviation['0']).toBeCloseTo(4 / 10, 14);
    expect(s.distributions.deviation['48']).toBeCloseTo(1 / 10 / 8, 14);
    expect(Object.keys(s.distributions.deviation).length).toBe(49);
  });

  it('ON-TABLE ARTILLERY FIRE: over open sights, as a specialist, and the deviation distance is not multiplied', () => {
    const cell = artilleryCell({
      ...base,
      mission: { delivery: 'small', rounds: 1, open_sights: true },
      observer: { quality: 'green', leadership: 2 },
    });
    expect(cell).toMatchObject({ accuracyTarget: 2, multiplyDeviation: false });
    const s = exactSummary(artilleryLayout(cell), exactArtillery(cell));
    for (let d = 1; d <= 8; d++) expect(s.distributions.deviation[String(d)]).toBeCloseTo(2 / 6 / 8, 14);
  });

  it('CASUALTIES FROM ARTILLERY FIRE: a figure on the aim point of one sure round is suppressed and rolls D8 against D4', () => {
    const s = summaryOf({
      ...base,
      observer: { quality: 'elite', leadership: 1, specialist: true },
      mission: { delivery: 'very-large', rounds: 1 },
    });
    // Always within 10" (the D8 × 1 deviation is at most 8"): never "no effect".
    expect(s.outcomes.no_effect.p).toBe(0);
    // D8 against D4: wound when impact > armour and ≤ twice, kill when more than twice.
    let wound = 0;
    let kill = 0;
    for (let i = 1; i <= 8; i++) for (let a = 1; a <= 4; a++) i > 2 * a ? kill++ : i > a ? wound++ : 0;
    expect(s.distributions.dead['1']).toBeCloseTo(kill / 32, 14);
    expect(s.distributions.wounded['1']).toBeCloseTo(wound / 32, 14);
  });
});

describe('artillery: exact against plain enumeration, Monte Carlo against exact', () => {
  for (const [i, [name, input]] of Object.entries(ARTILLERY_TEST_CASES).entries()) {
    it(name, () => {
      const cell = artilleryCell(input);
      const exact = exactArtillery(cell);
      const s = exactSummary(artilleryLayout(cell), exact);
      const brute = bruteForceArtillery(cell);
      ['no_effect', 'suppressed_only', 'effective'].forEach((o, k) =>
        expect(s.outcomes[o].p, o).toBeCloseTo(brute.outcomes[k], 10),
      );
      for (const d of ['dead', 'wounded', 'in_burst', 'rounds_on_aim', 'deviation'] as const) {
        const values = brute[d];
        for (let k = 0; k < Math.max(values.length, Object.keys(s.distributions[d]).length); k++) {
          expect(s.distributions[d][String(k)] ?? 0, `${d} = ${k}`).toBeCloseTo(values[k] ?? 0, 10);
        }
      }
      expectKernelMatchesExact(artilleryKernel, cell, exact, 200_000, 500 + i);
    });
  }

  it('a figure exactly on the burst edge is caught with burst-edge: within, not with inside', () => {
    const input = {
      ...base,
      observer: { quality: 'elite', leadership: 1, specialist: true },
      target: { armour: 'basic', positions: [[0, 3]] },
    };
    const within = summaryOf(input);
    const inside = summaryOf({ ...input, rules: { 'burst-edge': 'inside' } });
    expect(within.outcomes.no_effect.p).toBeLessThan(inside.outcomes.no_effect.p);
    // On the aim point (11/12) the figure is exactly 3" away: caught only with `within`.
    expect(inside.outcomes.no_effect.p - within.outcomes.no_effect.p).toBeGreaterThanOrEqual(11 / 12 - 1e-12);
  });
});

describe('artillery: scenario input', () => {
  it('places formations: a line across the line of fire, a column along it, a cluster in rows', () => {
    expect(formationPositions({ type: 'line', figures: 3, spacing: 2, centre: [0, 0] })).toEqual([
      [-2, 0],
      [0, 0],
      [2, 0],
    ]);
    expect(formationPositions({ type: 'column', figures: 2, spacing: 4, centre: [1, 1] })).toEqual([
      [1, 3],
      [1, -1],
    ]);
    expect(formationPositions({ type: 'cluster', figures: 5, spacing: 2, centre: [0, 0] })).toEqual([
      [-2, 1],
      [0, 1],
      [2, 1],
      [-1, -1],
      [1, -1],
    ]);
  });

  it('names an unknown delivery system with the closest names, and refuses both positions and formation', () => {
    const r = normalizeOf(artilleryDefinition, {
      system: 'stargrunt2',
      resolve: 'artillery',
      ...base,
      mission: { delivery: 'larg', rounds: 2 },
      target: { armour: 'basic', positions: [[0, 0]], formation: { type: 'line', figures: 2 } },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues[0]).toMatchObject({
      path: ['mission', 'delivery'],
      suggestions: expect.arrayContaining(['large']),
    });
    expect(r.issues[1].path).toEqual(['target']);
  });

  it('notes a mission that can never be accurate (2 × LV 3 on a D6)', () => {
    expect(artilleryCell({ ...base, observer: { quality: 'green', leadership: 3 } }).note).toMatch(/always deviates/);
  });
});
