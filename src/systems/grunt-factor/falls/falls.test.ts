import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import climbDefinition from './climbDefinition.js';
import { exactClimb } from './exactClimb.js';
import { exactJump } from './exactJump.js';
import fallKernel from './fallKernel.js';
import jumpDefinition from './jumpDefinition.js';

const jump = (input: Record<string, unknown>) =>
  cellOf(jumpDefinition, { system: 'grunt-factor', resolve: 'jump', ...input });
const climb = (input: Record<string, unknown>) =>
  cellOf(climbDefinition, { system: 'grunt-factor', resolve: 'climb-and-fall', ...input });
const figure = { grade: 'regular' };

describe('jump and climb-and-fall', () => {
  it('jump table rows, (x2)/(x3) as saves, edges, beyond the table', () => {
    expect(jump({ figure, height: 4 }).steps[0].saveRolls).toBe(0);
    expect(jump({ figure, height: 9 }).steps[0]).toMatchObject({ saveRolls: 1, saveFaces: 13 });
    expect(jump({ figure, height: 9, rules: { 'height-edge': 'upper-row' } }).steps[0]).toMatchObject({
      saveFaces: 10,
    });
    expect(jump({ figure, height: 20 }).steps[0]).toMatchObject({ saveRolls: 2, saveFaces: 7 });
    expect(jump({ figure, height: 40 }).steps[0]).toMatchObject({ saveRolls: 3, saveFaces: 1 });
    expect(jump({ figure, height: 20, rules: { 'damage-times': 'multiply' } }).steps[0]).toMatchObject({
      saveRolls: 1,
      saveFaces: 0,
    });
    expect(() => jump({ figure, height: 60 })).toThrow(/beyond the damage table/);
  });

  it('hand-worked jump: 20 cm, regular (A 7): damage 10 (x2), save 7 twice: unhurt (7/20)²', () => {
    const out = exactJump(jump({ figure, height: 20 }));
    expect(out.outcomes.unhurt).toBeCloseTo((7 / 20) ** 2, 15);
    expect(out.distributions.saves_failed.prob(2)).toBeCloseTo((13 / 20) ** 2, 15);
  });

  it('climb: 3 cm per action, fall on 19-20 from the height reached', () => {
    const c = climb({ figure, height: 10 });
    expect(c.steps.map((s) => s.height)).toEqual([3, 6, 9, 10]);
    expect(c.steps.map((s) => s.saveRolls)).toEqual([1, 1, 1, 1]);
    const out = exactClimb(c);
    expect(out.outcomes.reached_top).toBeCloseTo(0.9 ** 4, 15);
    expect(out.distributions.actions_spent[1]).toBeCloseTo(0.1, 15);
    // Fall from 3, 6 or 9 cm: damage 4, save 13; from 10 cm: damage 7, save 10.
    expect(out.outcomes.fell_casualty).toBeCloseTo(0.1 * (1 + 0.9 + 0.81) * (7 / 20) + 0.1 * 0.729 * (10 / 20), 15);
  });

  it('parameters: fall damage by row, the save base, cm per climbing action, the faces that fall', () => {
    const rules = {
      'fall-damage': { 'to-18-cm': 9 },
      'save-base': 12,
      'climb-cm-per-action': 5,
      'climb-fall-faces': 4,
    };
    // 12 cm: the 9-18 cm row, Dam 9 instead of 7: save 12 + A 7 − 9 = 10.
    expect(jump({ figure, height: 12, rules }).steps[0]).toMatchObject({ saveRolls: 1, saveFaces: 10 });
    const c = climb({ figure, height: 12, rules });
    expect(c.steps.map((s) => [s.height, s.fallFaces, s.saveFaces])).toEqual([
      [5, 4, 15],
      [10, 4, 10],
      [12, 4, 10],
    ]);
    // Hand-worked: three actions, each falls on 4 in 20.
    expect(exactClimb(c).outcomes.reached_top).toBeCloseTo(0.8 ** 3, 15);
  });

  [
    () => jump({ figure: { grade: 'elite' }, height: 50 }),
    () =>
      climb({
        figure,
        height: 12,
        rules: {
          'fall-damage': { 'to-9-cm': 8, 'to-18-cm': 12 },
          'save-base': 9,
          'climb-cm-per-action': 4,
          'climb-fall-faces': 5,
        },
      }),
    () => jump({ figure, height: 12 }),
    () => climb({ figure: { grade: 'green' }, height: 30 }),
  ].forEach((make, i) =>
    it(`Monte Carlo within 4.5 standard errors of exact, case ${i + 1}`, () => {
      const c = make();
      expectKernelMatchesExact(fallKernel, c, c.mode === 'jump' ? exactJump(c) : exactClimb(c), 200_000, 1100 + i);
    }),
  );
});
