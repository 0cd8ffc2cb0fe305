import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { packExact } from '../../../../core/ExactResult.js';
import confidenceTestDefinition from './confidenceTestDefinition.js';
import confidenceTestKernel from './confidenceTestKernel.js';
import { exactConfidenceTest } from './exactConfidenceTest.js';

const cell = (input: Record<string, unknown>) =>
  cellOf(confidenceTestDefinition, { system: 'stargrunt2', resolve: 'confidence-test', ...input });
const issues = (input: Record<string, unknown>) =>
  issuesOf(confidenceTestDefinition, { system: 'stargrunt2', resolve: 'confidence-test', ...input });
const regular2 = { quality: 'regular', leadership: 2, confidence: 'ST' };

/** Independent plain enumeration: faces of the die, pass / drop one / drop two, by the rulebook's words. */
function bruteForce(sides: number, needed: number, start: number, halfOrLess = true): number[] {
  const out = new Array(9).fill(0);
  for (let roll = 1; roll <= sides; roll++) {
    const fail = !(roll > needed);
    const bad = halfOrLess ? roll <= needed / 2 : roll < needed / 2;
    const drop = !fail ? 0 : bad ? 2 : 1;
    out[drop] += 1 / sides;
    out[4 + Math.min(4, start + drop)] += 1 / sides;
  }
  return out;
}

describe('confidence-test', () => {
  it('the rulebook example: Regular/2 at ST, threat level 2 — 5+ holds, 3–4 drops to SH, 1–2 to BR', () => {
    // The example's threat level of 2 for a first casualty is the LOW column (the table gives 1 at MEDIUM).
    const c = cell({ unit: regular2, motivation: 'low', circumstances: ['casualties'] });
    expect(c.needed).toBe(4);
    const p = exactConfidenceTest(c);
    expect(p.outcomes).toEqual({ pass: 4 / 8, drop_1: 2 / 8, drop_2: 2 / 8, no_test: 0 });
    expect(p.distributions.confidence_after).toEqual([0, 4 / 8, 2 / 8, 2 / 8, 0]); // ST, SH, BR
  });

  it("the example's threat level at MEDIUM motivation through a house table entry", () => {
    const c = cell({ unit: regular2, circumstances: ['casualties'], threat_levels: { casualties: { medium: 2 } } });
    expect(c.needed).toBe(4);
  });

  it('threat levels: highest basic level, "+" levels added, NTR', () => {
    expect(cell({ unit: regular2, circumstances: ['casualties', 'leader-casualty'] }).needed).toBe(2 + 3);
    expect(
      cell({
        unit: regular2,
        motivation: 'low',
        circumstances: ['casualties', 'artillery-or-aerospace-attack'],
        untreated_casualties: 2,
      }).needed,
    ).toBe(2 + 2 + 2 + 2);
    expect(cell({ unit: regular2, motivation: 'high', circumstances: ['casualties', 'first-suppressed'] }).needed).toBe(
      -1,
    );
    expect(
      cell({ unit: regular2, motivation: 'high', circumstances: ['casualties'], untreated_casualties: 3 }).needed,
    ).toBe(-1);
    expect(cell({ unit: regular2, motivation: 'medium', circumstances: ['abandon-wounded'] }).needed).toBe(2 + 2);
    expect(
      cell({ unit: regular2, circumstances: ['abandon-wounded'], rules: { 'plus-levels-alone': 'no-test' } }).needed,
    ).toBe(-1);
  });

  it('exact equals an independent enumeration in varied cases', () => {
    const cases: Array<[Record<string, unknown>, number, number, number, boolean]> = [
      [
        {
          unit: { quality: 'green', leadership: 3, confidence: 'shaken' },
          motivation: 'low',
          circumstances: ['more-casualties-than-survivors'],
        },
        6,
        7,
        2,
        true,
      ],
      [
        { unit: { quality: 'elite', leadership: 1, confidence: 'CO' }, circumstances: ['leader-casualty'] },
        12,
        4,
        0,
        true,
      ],
      [
        {
          unit: { quality: 'veteran', leadership: 2, confidence: 'broken' },
          circumstances: ['casualties'],
          rules: { 'two-level-drop': 'less-than-half' },
        },
        10,
        3,
        3,
        false,
      ],
      [
        { unit: { quality: 'untrained', leadership: 3, confidence: 'routed' }, circumstances: ['first-suppressed'] },
        4,
        4,
        4,
        true,
      ],
    ];
    for (const [input, sides, needed, start, half] of cases) {
      const c = cell(input);
      expect(c.needed).toBe(needed);
      const exact = [...packExact(confidenceTestKernel.layout(c), exactConfidenceTest(c))];
      bruteForce(sides, needed, start, half).forEach((p, i) => expect(exact[i]).toBeCloseTo(p, 14));
    }
  });

  it('an impossible test still separates one level from two (IMPORTANT NOTE): Green needing 6', () => {
    const c = cell({
      unit: { quality: 'green', leadership: 2 },
      motivation: 'low',
      circumstances: ['leader-casualty'],
    });
    const p = exactConfidenceTest(c);
    expect(p.outcomes.pass).toBe(0);
    expect(p.outcomes.drop_2).toBeCloseTo(3 / 6, 15);
  });

  it('refuses unknown names with suggestions, and confidence above the fatigue ceiling', () => {
    const found = issues({
      unit: { ...regular2, confidence: 'shakn', fatigue: 'tired' },
      circumstances: ['casualtes'],
    });
    expect(found.map((i) => i.suggestions?.[0])).toEqual(['shaken', 'casualties']);
    expect(
      issues({ unit: { ...regular2, confidence: 'CO', fatigue: 'tired' }, circumstances: ['casualties'] })[0].path,
    ).toEqual(['unit', 'confidence']);
    expect(issues({ unit: regular2 })[0].path).toEqual(['circumstances']);
  });

  it('Monte Carlo within 4.5 standard errors of exact', () => {
    const inputs = [
      { unit: regular2, motivation: 'low', circumstances: ['casualties'] },
      {
        unit: { quality: 'green', leadership: 3, confidence: 'steady' },
        circumstances: ['leader-casualty'],
        untreated_casualties: 1,
        motivation: 'low',
      },
      {
        unit: { quality: 'veteran', leadership: 1, confidence: 'broken' },
        circumstances: ['casualties'],
        rules: { 'two-level-drop': 'less-than-half' },
      },
      { unit: regular2, motivation: 'high', circumstances: ['casualties'] },
    ];
    inputs.forEach((input, i) => {
      const c = cell(input);
      expectKernelMatchesExact(confidenceTestKernel, c, exactConfidenceTest(c), 200_000, 100 + i);
    });
  });
});
