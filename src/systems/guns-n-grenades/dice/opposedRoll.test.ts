import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { exactOpposedRoll } from './exactOpposedRoll.js';
import opposedRollDefinition from './opposedRollDefinition.js';
import opposedRollKernel from './opposedRollKernel.js';

const cell = (input: Record<string, unknown>) =>
  cellOf(opposedRollDefinition, { system: 'guns-n-grenades', resolve: 'opposed-roll', ...input });
const pHit = (input: Record<string, unknown>) => exactOpposedRoll(cell(input)).outcomes.hit;

/** Independent enumeration of every die (and re-roll die) with nested loops; returns P(hit) × 6^dice. */
function enumerate(atk: number, def: number, fastShot: 0 | 1 | 2): number {
  let hits = 0;
  for (let a = 1; a <= 6; a++)
    for (let d = 1; d <= 6; d++)
      for (let a2 = 1; a2 <= 6; a2++)
        for (let d2 = 1; d2 <= 6; d2++) {
          // "If the attacker's total is higher than that of the defender, the defender takes a hit."
          const first = atk + a > def + d;
          const second = fastShot === 1 ? atk + a2 > def + d : atk + a2 > def + d2;
          if (first || (fastShot !== 0 && second)) hits++;
        }
  return hits / 1296;
}

describe('guns-n-grenades opposed-roll (How Combat Works, Fast Shot)', () => {
  it('hand-worked: equal bonuses hit on 15 of 36 (ties miss); riflemen ATK +3 against DEF +2 on 21 of 36', () => {
    expect(pHit({ atk: 2, def: 2 })).toBeCloseTo(15 / 36, 15);
    expect(pHit({ atk: 3, def: 2 })).toBeCloseTo(21 / 36, 15);
    expect(pHit({ atk: 2, def: 8 })).toBe(0);
    expect(pHit({ atk: 8, def: 2 })).toBe(1);
  });

  it('Fast Shot, hand-worked: equal bonuses, re-rolling both dice: 1 − (21/36)² = 855/1296', () => {
    expect(pHit({ atk: 2, def: 2, fast_shot: true, rules: { 'fast-shot': 'reroll-both-dice' } })).toBeCloseTo(
      855 / 1296,
      15,
    );
  });

  it('equals the nested-loop enumeration for ATK 0..8 against DEF 0..10, without and with each Fast Shot reading', () => {
    for (let atk = 0; atk <= 8; atk++)
      for (let def = 0; def <= 10; def++)
        for (const mode of [0, 1, 2] as const) {
          const input = {
            atk,
            def,
            fast_shot: mode !== 0,
            rules: { 'fast-shot': mode === 2 ? 'reroll-both-dice' : 'reroll-attacker-die' },
          };
          expect(pHit(input), `${atk} ${def} ${mode}`).toBeCloseTo(enumerate(atk, def, mode), 14);
        }
  });

  const cases: Array<Record<string, unknown>> = [
    { atk: 3, def: 2 },
    { atk: 2, def: 5 },
    { atk: 2, def: 2, fast_shot: true },
    { atk: 5, def: 4, fast_shot: true, rules: { 'fast-shot': 'reroll-both-dice' } },
    { atk: 4, def: 8, fast_shot: true },
  ];
  cases.forEach((input, i) =>
    it(`Monte Carlo within 4.5 standard errors of exact: ${JSON.stringify(input)}`, () => {
      const c = cell(input);
      expectKernelMatchesExact(opposedRollKernel, c, exactOpposedRoll(c), 200_000, i);
    }),
  );
});
