import { describe, expect, it } from 'vitest';
import { normalizeOf } from '../../../../../testing/cellOf.js';
import { exactSummary } from '../../../../../testing/exactSummary.js';
import { pointFireCell } from '../../../../../testing/systems/stargrunt2/heavy/pointFire/testCells.js';
import { confidenceRulesSchema } from '../../morale/confidenceTest/schema.js';
import { twoLevelDropSchema } from '../../morale/moraleSchemas.js';
import pointFireDefinition from '../pointFire/pointFireDefinition.js';
import { pointFireCellSchema } from '../pointFire/schema.js';
import { exactPointTarget } from './exactPointTarget.js';
import { pointTargetLayout } from './pointTargetLayout.js';
import { crewTestRules } from './pointTargetSchema.js';

/** The rulebook's scout car at its APC (tracked), with a crew given by `crew` (or none). */
const scoutCar = (crew?: Record<string, unknown>, rules?: Record<string, unknown>) =>
  pointFireCell({
    ...(rules ? { rules } : {}),
    firer: { quality: 'regular', weapon: 'rfac-1', fire_control: 'basic' },
    target: { size: 3, armour: 2, suspension: 'tracked', ...(crew ? { crew } : {}) },
    range: 40,
  });
const exactOf = (cell: ReturnType<typeof scoutCar>) => exactSummary(pointTargetLayout(cell), exactPointTarget(cell));

describe("NON-PENETRATING HITS: the crew's confidence test at threat level 3 after immobilisation", () => {
  const bare = scoutCar();
  const pImmobilised = exactOf(bare).outcomes.immobilised.p;

  it('without target.crew: the layout is as before and the note says the test needs a crew', () => {
    expect(pointTargetLayout(bare).distributions.map((d) => d.name)).toEqual(['hit', 'dead', 'wounded']);
    expect(bare.crew).toBeUndefined();
    expect(bare.note).toMatch(/only when target\.crew is given/);
    expect(pImmobilised).toBeGreaterThan(0.05);
  });

  it('a crew changes nothing of the shot: the same outcomes and histograms, the crew distributions after them', () => {
    const cell = scoutCar({ quality: 'green', leadership: 2 });
    const a = exactPointTarget(bare);
    const b = exactPointTarget(cell);
    expect(b.outcomes).toEqual(a.outcomes);
    for (const name of ['hit', 'dead', 'wounded'] as const)
      expect(Array.from(b.distributions[name])).toEqual(Array.from(a.distributions[name]));
    expect(pointTargetLayout(cell).distributions.slice(3)).toEqual([
      { name: 'crew_bailed_out', size: 2 },
      { name: 'crew_confidence_after', size: 5 },
    ]);
    expect(cell.note).toMatch(/must exceed 5/);
  });

  it('Green LV 2 (D6 must exceed 2 + 3 = 5): fails on 1–5, two levels on 1–2 (half of 5 or less)', () => {
    const ex = exactOf(scoutCar({ quality: 'green', leadership: 2, confidence: 'confident' }));
    const p = pImmobilised;
    expect(ex.distributions.crew_bailed_out['1']).toBeCloseTo((p * 5) / 6, 15);
    expect(ex.distributions.crew_confidence_after['0']).toBeCloseTo(1 - p + p / 6, 15);
    expect(ex.distributions.crew_confidence_after['1']).toBeCloseTo((p * 3) / 6, 15);
    expect(ex.distributions.crew_confidence_after['2']).toBeCloseTo((p * 2) / 6, 15);
  });

  it('Veteran LV 2 (D10 must exceed 5): fails on 1–5, two levels on 1–2; STEADY drops to SHAKEN or BROKEN', () => {
    const ex = exactOf(scoutCar({ quality: 'veteran', leadership: 2, confidence: 'ST' }));
    const p = pImmobilised;
    expect(ex.distributions.crew_bailed_out['1']).toBeCloseTo((p * 5) / 10, 15);
    expect(ex.distributions.crew_confidence_after['1']).toBeCloseTo(1 - p + (p * 5) / 10, 15);
    expect(ex.distributions.crew_confidence_after['2']).toBeCloseTo((p * 3) / 10, 15);
    expect(ex.distributions.crew_confidence_after['3']).toBeCloseTo((p * 2) / 10, 15);
  });

  it('two-level-drop: Regular LV 3 (D8 must exceed 6) loses two on 1–3 (half or less) or on 1–2 (less than half)', () => {
    const crew = { quality: 'regular', leadership: 3 };
    const half = exactOf(scoutCar(crew));
    const less = exactOf(scoutCar(crew, { 'two-level-drop': 'less-than-half' }));
    const p = pImmobilised;
    expect(half.distributions.crew_confidence_after['2']).toBeCloseTo((p * 3) / 8, 15);
    expect(less.distributions.crew_confidence_after['2']).toBeCloseTo((p * 2) / 8, 15);
    expect(half.distributions.crew_bailed_out['1']).toBeCloseTo((p * 6) / 8, 15);
    expect(less.distributions.crew_bailed_out['1']).toBeCloseTo((p * 6) / 8, 15);
  });

  it('as confidence-test: a BROKEN crew that fails ends ROUTED; a ROUTED crew stays ROUTED but still must bail out', () => {
    const p = pImmobilised;
    const broken = exactOf(scoutCar({ quality: 'green', leadership: 1, confidence: 'broken' }));
    expect(broken.distributions.crew_confidence_after['3']).toBeCloseTo(1 - p + (p * 2) / 6, 15); // D6 must exceed 4
    expect(broken.distributions.crew_confidence_after['4']).toBeCloseTo((p * 4) / 6, 15);
    const routed = exactOf(scoutCar({ quality: 'green', leadership: 1, confidence: 'RO' }));
    expect(routed.distributions.crew_confidence_after['4']).toBeCloseTo(1, 15);
    expect(routed.distributions.crew_bailed_out['1']).toBeCloseTo((p * 4) / 6, 15);
  });

  it('small arms never immobilise: the crew never tests, and the note says so', () => {
    const cell = pointFireCell({
      firer: { quality: 'regular', troops: [{ count: 5, weapon: 'gauss-rifle' }] },
      target: { size: 1, armour: 'd6', suspension: 'civilian-wheeled', crew: { quality: 'green', leadership: 2 } },
      range: 10,
    });
    expect(cell.note).toMatch(/never tests/);
    const ex = exactOf(cell);
    expect(ex.distributions.crew_bailed_out['0']).toBe(1);
  });

  it('reports an unknown confidence level with the closest names', () => {
    const result = normalizeOf(pointFireDefinition, {
      system: 'stargrunt2',
      resolve: 'point-fire',
      range: 40,
      firer: { quality: 'regular', weapon: 'rfac-1' },
      target: {
        size: 3,
        armour: 2,
        suspension: 'tracked',
        crew: { quality: 'green', leadership: 2, confidence: 'shakn' },
      },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues[0].path).toEqual(['target', 'crew', 'confidence']);
      expect(result.issues[0].suggestions).toContain('shaken');
    }
  });

  it("reuses the morale code: two-level-drop is confidence-test's own schema (same values, same default)", () => {
    expect(crewTestRules['two-level-drop']).toBe(twoLevelDropSchema);
    const defaults = confidenceRulesSchema.parse(undefined);
    expect(
      pointFireCellSchema.parse({
        system: 'stargrunt2',
        resolve: 'point-fire',
        firer: { quality: 'green', weapon: 'rfac-1' },
        target: { size: 1, armour: 1 },
      }).rules['two-level-drop'],
    ).toBe(defaults['two-level-drop']);
  });
});
