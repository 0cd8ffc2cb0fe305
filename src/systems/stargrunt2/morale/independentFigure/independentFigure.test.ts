import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceIndependentFigure } from '../../../../../testing/systems/stargrunt2/morale/bruteForceIndependentFigure.js';
import { exactIndependentFigure } from './exactIndependentFigure.js';
import independentFigureDefinition from './independentFigureDefinition.js';
import independentFigureKernel from './independentFigureKernel.js';

const header = { system: 'stargrunt2', resolve: 'independent-figure-reaction' };
const cell = (input: Record<string, unknown>) => cellOf(independentFigureDefinition, { ...header, ...input });
const issues = (input: Record<string, unknown>) => issuesOf(independentFigureDefinition, { ...header, ...input });
const regular2 = { quality: 'regular', leadership: 2 };

describe('independent-figure-reaction', () => {
  it('hand-worked: a Regular LV2 figure at threat level 2 — 5+ passes, 3–4 suppressed, 1–2 panics', () => {
    const c = cell({ figure: regular2, threat_level: 2 });
    const p = exactIndependentFigure(c);
    expect(p.outcomes.pass).toBe(4 / 8);
    expect(p.outcomes.suppressed).toBe(2 / 8);
    // Each removal roll: 3–8 takes the panic off (6/8), a 1 breaks the figure (1/8): 6 to 1 of ending either way.
    expect(p.outcomes.panic_removed).toBeCloseTo((2 / 8) * (6 / 7), 15);
    expect(p.outcomes.nerve_failed).toBeCloseTo((2 / 8) * (1 / 7), 15);
    // Suppressed: off in the first activation unless both rolls fail, (2/8)².
    // Panicked: both rolls go on (a 2) with (1/8)² — the chance of still being marked.
    const first = (2 / 8) * (1 - (2 / 8) ** 2) + (2 / 8) * (1 - (1 / 8) ** 2);
    expect(p.distributions.activations_marked[1]).toBeCloseTo(first, 15);
  });

  it('exact equals a roll-by-roll summation (both panic removal readings, both two-level-drop readings)', () => {
    const cases: Array<[Record<string, unknown>, number, number, number, number]> = [
      [{ figure: regular2, threat_level: 2 }, 8, 4, 2, 2],
      [
        { figure: { quality: 'green', leadership: 3 }, circumstances: ['first-suppressed'], motivation: 'low' },
        6,
        5,
        3,
        2,
      ],
      [
        {
          figure: { quality: 'veteran', leadership: 1 },
          threat_level: 5,
          rules: { 'panic-removal': 'whole-activation' },
        },
        10,
        6,
        1,
        1,
      ],
      [
        {
          figure: { quality: 'untrained', leadership: 3 },
          threat_level: 1,
          rules: { 'two-level-drop': 'less-than-half' },
        },
        4,
        4,
        3,
        2,
      ],
      // rules.removal-threat-level 2: the removal rolls must exceed LV + 2 (the brute force's removal score)
      [{ figure: regular2, threat_level: 3, rules: { 'removal-threat-level': 2 } }, 8, 5, 4, 2],
    ];
    for (const [input, sides, needed, lv, perActivation] of cases) {
      const c = cell(input);
      expect(c.needed).toBe(needed);
      const p = exactIndependentFigure(c);
      const brute = bruteForceIndependentFigure(sides, needed, c.halfOrLess, lv, perActivation, 400);
      expect(Object.values(p.outcomes)).toEqual(brute.outcomes.map((x) => expect.closeTo(x, 14)));
      // The chains stop once less than 1e-12 is left and put that in the last value: agreement to 1e-12 below it.
      for (let t = 0; t < c.cap; t++)
        expect(p.distributions.activations_marked[t]).toBeCloseTo(brute.marked[t] ?? 0, 11);
      const tail = brute.marked.slice(c.cap).reduce((a, b) => a + b, 0);
      expect(p.distributions.activations_marked[c.cap], 'the last value: that many activations or more').toBeCloseTo(
        tail,
        11,
      );
    }
  });

  it('no test when every circumstance is NTR (high motivation, first suppressed)', () => {
    const p = exactIndependentFigure(
      cell({ figure: regular2, circumstances: ['first-suppressed'], motivation: 'high' }),
    );
    expect(p.outcomes.no_test).toBe(1);
  });

  it('located errors: no circumstance, an unknown one with the closest name', () => {
    expect(issues({ figure: regular2 })[0].path).toEqual(['circumstances']);
    const found = issues({ figure: regular2, circumstances: ['casualtes'] });
    expect([found[0].path, found[0].suggestions?.[0]]).toEqual([['circumstances', 0], 'casualties']);
  });

  it('rules.removal-threat-level 2: a Regular LV2 suppressed figure clears on 5–8, two rolls an activation (hand-worked), Monte Carlo', () => {
    const c = cell({ figure: regular2, threat_level: 2, rules: { 'removal-threat-level': 2 } });
    expect(c.removalNeeded).toBe(4);
    const p = exactIndependentFigure(c);
    // A removal roll clears on 5–8 (4/8); a panic roll also ends on a ONE (1/8): removed 4 times for each nerve failure.
    const panicked = p.outcomes.panic_removed + p.outcomes.nerve_failed;
    expect(p.outcomes.panic_removed).toBeCloseTo(panicked * (4 / 5), 15);
    expect(p.distributions.activations_marked[1]).toBeCloseTo(
      p.outcomes.suppressed * (1 - (4 / 8) ** 2) + panicked * (1 - (3 / 8) ** 2),
      15,
    );
    expectKernelMatchesExact(independentFigureKernel, c, exactIndependentFigure(c), 100_000, 980);
  });

  it('Monte Carlo within 4.5 standard errors of exact', () => {
    [
      { figure: regular2, threat_level: 2 },
      { figure: { quality: 'untrained', leadership: 3 }, threat_level: 2 },
      { figure: { quality: 'green', leadership: 2 }, threat_level: 3, rules: { 'panic-removal': 'whole-activation' } },
    ].forEach((input, i) => {
      const c = cell(input);
      expectKernelMatchesExact(independentFigureKernel, c, exactIndependentFigure(c), 200_000, 920 + i);
    });
  });
});
