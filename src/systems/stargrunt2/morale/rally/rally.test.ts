import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { packExact } from '../../../../core/ExactResult.js';
import { exactRally } from './exactRally.js';
import rallyDefinition from './rallyDefinition.js';
import rallyKernel from './rallyKernel.js';

const cell = (input: Record<string, unknown>) =>
  cellOf(rallyDefinition, { system: 'stargrunt2', resolve: 'rally', ...input });
const issues = (input: Record<string, unknown>) =>
  issuesOf(rallyDefinition, { system: 'stargrunt2', resolve: 'rally', ...input });
const example = {
  unit: { quality: 'regular', leadership: 2, confidence: 'BR' },
  rallying: { quality: 'veteran', leadership: 1 },
};

/** Independent enumeration: every communication face × every rally face, by the rulebook's words. */
function bruteForce(commSides: number, commNeeded: number, sides: number, needed: number): number[] {
  let failedComm = 0;
  let failedRally = 0;
  let rallied = 0;
  for (let a = 1; a <= commSides; a++) {
    for (let b = 1; b <= sides; b++) {
      const w = 1 / (commSides * sides);
      if (!(a > commNeeded)) failedComm += w;
      else if (b > needed) rallied += w;
      else failedRally += w;
    }
  }
  return [failedComm, failedRally, rallied];
}

describe('rally', () => {
  it('rulebook example: a "Regular 2" at BROKEN rallied by a "Veteran 1" — the D8 must exceed 3 to reach SHAKEN', () => {
    const c = cell({ ...example, direct_contact: true });
    expect([c.sides, c.needed]).toEqual([8, 3]);
    const p = exactRally(c);
    expect(p.outcomes).toEqual({ communication_failed: 0, rally_failed: 3 / 8, rallied: 5 / 8 });
    expect(p.distributions.confidence_after).toEqual([0, 0, 5 / 8, 3 / 8, 0]);
  });

  it('rules.rally-levels 2: the rulebook example rallies from BROKEN straight to STEADY; never past the fatigue ceiling or CO', () => {
    const c = cell({ ...example, direct_contact: true, rules: { 'rally-levels': 2 } });
    expect(exactRally(c).distributions.confidence_after).toEqual([0, 5 / 8, 0, 3 / 8, 0]);
    expectKernelMatchesExact(rallyKernel, c, exactRally(c), 100_000, 88);
    const tired = cell({
      ...example,
      direct_contact: true,
      rules: { 'rally-levels': 3 },
      unit: { ...example.unit, fatigue: 'exhausted' },
    });
    expect(tired.raisedTo).toBe(2); // EXHAUSTED units start at SHAKEN and may not be rallied above it
    expect(cell({ ...example, rules: { 'rally-levels': 4 } }).raisedTo).toBe(0);
  });

  it('with the communication roll first (Veteran D10 must exceed the poorer LV, 2)', () => {
    const p = exactRally(cell(example)).outcomes;
    expect(p.communication_failed).toBeCloseTo(2 / 10, 15);
    expect(p.rallied).toBeCloseTo((8 / 10) * (5 / 8), 15);
  });

  it('exact equals an independent enumeration in varied cases', () => {
    const cases: Array<[Record<string, unknown>, number[]]> = [
      [
        {
          unit: { quality: 'green', leadership: 3, confidence: 'RO' },
          rallying: { quality: 'regular', leadership: 2 },
          bypassed_levels: 1,
        },
        [6, 3, 6, 5],
      ],
      [
        {
          unit: { quality: 'elite', leadership: 1, confidence: 'steady' },
          rallying: { quality: 'elite', leadership: 1 },
        },
        [12, 1, 12, 2],
      ],
      [
        {
          unit: { quality: 'untrained', leadership: 2, confidence: 'shaken' },
          rallying: { quality: 'green', leadership: 2 },
        },
        [6, 2, 4, 4],
      ],
    ];
    for (const [input, [cs, cn, s, n]] of cases) {
      const c = cell(input);
      const p = packExact(rallyKernel.layout(c), exactRally(c));
      bruteForce(cs, cn, s, n).forEach((q, i) => expect(p[i]).toBeCloseTo(q, 14));
    }
  });

  it("refuses a rally at the unit's ceiling (CO, or its fatigue level)", () => {
    expect(issues({ ...example, unit: { ...example.unit, confidence: 'CO' } })[0].path).toEqual(['unit', 'confidence']);
    expect(issues({ ...example, unit: { ...example.unit, confidence: 'SH', fatigue: 'exhausted' } })[0].path).toEqual([
      'unit',
      'confidence',
    ]);
    expect(issues({ ...example, unit: { ...example.unit, confidence: 'BR', fatigue: 'exhausted' } })).toEqual([]);
  });

  it('Monte Carlo within 4.5 standard errors of exact', () => {
    [
      example,
      { ...example, direct_contact: true },
      {
        unit: { quality: 'green', leadership: 3, confidence: 'RO' },
        rallying: { quality: 'regular', leadership: 2 },
        bypassed_levels: 1,
      },
    ].forEach((input, i) => {
      const c = cell(input);
      expectKernelMatchesExact(rallyKernel, c, exactRally(c), 200_000, 500 + i);
    });
  });
});
