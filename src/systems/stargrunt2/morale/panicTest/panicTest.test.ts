import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { exactPanicTest } from './exactPanicTest.js';
import panicTestDefinition from './panicTestDefinition.js';
import panicTestKernel from './panicTestKernel.js';

const cell = (input: Record<string, unknown>) =>
  cellOf(panicTestDefinition, { system: 'stargrunt2', resolve: 'panic-test', ...input });

describe('panic-test', () => {
  it('who tests: untrained on sight, green when fired on, regular only on terror, veterans never', () => {
    expect(cell({ unit: { quality: 'untrained', leadership: 2 }, trigger: 'first-sight-of-enemy' }).tests).toBe(true);
    expect(cell({ unit: { quality: 'green', leadership: 2 }, trigger: 'first-sight-of-enemy' }).tests).toBe(false);
    expect(cell({ unit: { quality: 'green', leadership: 2 }, trigger: 'first-fired-on' }).tests).toBe(true);
    expect(cell({ unit: { quality: 'green', leadership: 2 }, trigger: 'first-sight-of-armour' }).tests).toBe(true);
    expect(cell({ unit: { quality: 'regular', leadership: 2 }, trigger: 'first-fired-on' }).tests).toBe(false);
    expect(cell({ unit: { quality: 'regular', leadership: 2 }, trigger: 'terror-attack' }).tests).toBe(true);
    const veteran = exactPanicTest(cell({ unit: { quality: 'veteran', leadership: 3 }, trigger: 'terror-attack' }));
    expect(veteran.outcomes.no_test).toBe(1);
  });

  it('hand-worked: Green LV2 at CO fired on — D6 must exceed 2; removal 4/6 per activation, a 1 (1/6) costs a level', () => {
    const c = cell({ unit: { quality: 'green', leadership: 2 }, trigger: 'first-fired-on' });
    const p = exactPanicTest(c);
    expect(p.outcomes.pass).toBeCloseTo(4 / 6, 15);
    expect(p.outcomes.panicked).toBeCloseTo(2 / 6, 15);
    const turns = p.distributions.turns_panicked;
    expect(turns[1]).toBeCloseTo((2 / 6) * (4 / 6), 15);
    expect(turns[2]).toBeCloseTo((2 / 6) * (2 / 6) * (4 / 6), 15);
    // Levels lost: each failed activation is a 1 with chance (1/6)/(2/6) = 1/2; failures before the removal ~ geometric.
    // P(lost 0) = P(panicked) × Σ_k (1/3)^k (4/6) (1/2)^k = (2/6) × (2/3) / (1 − 1/6) = (2/6) × 4/5.
    expect(p.distributions.confidence_lost[0]).toBeCloseTo(4 / 6 + (2 / 6) * (4 / 5), 12);
  });

  it('turns panicked follow the geometric law; the cap holds less than 1e-12', () => {
    const c = cell({
      unit: { quality: 'untrained', leadership: 3, confidence: 'ST' },
      trigger: 'first-sight-of-enemy',
    });
    const turns = exactPanicTest(c).distributions.turns_panicked;
    for (let t = 1; t < c.cap; t++) expect(turns[t]).toBeCloseTo((3 / 4) * (3 / 4) ** (t - 1) * (1 / 4), 14);
    expect(turns[c.cap]).toBeLessThan(1e-11);
  });

  it('rules.panic-threat-level 1 and removal-threat-level 2 (hand-worked: exceed 3 on a D6 to hold, 4 to remove), Monte Carlo', () => {
    const c = cell({
      unit: { quality: 'green', leadership: 2 },
      trigger: 'first-fired-on',
      rules: { 'panic-threat-level': 1, 'removal-threat-level': 2 },
    });
    expect([c.needed, c.removalNeeded]).toEqual([3, 4]);
    const p = exactPanicTest(c);
    expect(p.outcomes.panicked).toBeCloseTo(3 / 6, 15);
    expect(p.distributions.turns_panicked[1]).toBeCloseTo((3 / 6) * (2 / 6), 15);
    expect(p.distributions.turns_panicked[2]).toBeCloseTo((3 / 6) * (4 / 6) * (2 / 6), 15);
    // Each activation: removed 2/6, a ONE 1/6, another failure 3/6, so no level is lost before removal 2/3 of the time.
    expect(p.distributions.confidence_lost[0]).toBeCloseTo(3 / 6 + (3 / 6) * (2 / 3), 12);
    expectKernelMatchesExact(panicTestKernel, c, exactPanicTest(c), 100_000, 710);
  });

  it('Monte Carlo within 4.5 standard errors of exact', () => {
    [
      { unit: { quality: 'green', leadership: 2 }, trigger: 'first-fired-on' },
      { unit: { quality: 'untrained', leadership: 3, confidence: 'ST' }, trigger: 'first-sight-of-enemy' },
      { unit: { quality: 'regular', leadership: 3, confidence: 'BR' }, trigger: 'terror-attack' },
    ].forEach((input, i) => {
      const c = cell(input);
      expectKernelMatchesExact(panicTestKernel, c, exactPanicTest(c), 200_000, 700 + i);
    });
  });
});
