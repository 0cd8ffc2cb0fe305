import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { diagnosticsOf } from '../../../../testing/scenario/diagnosticsOf.js';
import { messages } from '../messages.js';
import { exactSuppressionArea } from './exactSuppressionArea.js';
import suppressionAreaDefinition from './suppressionAreaDefinition.js';
import suppressionAreaKernel from './suppressionAreaKernel.js';

function cell(input: Record<string, unknown>) {
  return cellOf(suppressionAreaDefinition, { system: 'grunt-factor', resolve: 'suppression-area', ...input });
}
const figure = { grade: 'regular' };

describe('suppression-area', () => {
  it('strength: ½ per trooper, 2 per LMG/HMG, 7 per mounted HMG, modifiers, halved against hidden, rounded up', () => {
    expect(cell({ suppressing: { troopers: 5 }, figure }).strength).toBe(3);
    expect(cell({ suppressing: { troopers: 5, lmg_hmg: 1 }, figure }).strength).toBe(5);
    expect(cell({ suppressing: { troopers: 5, lmg_hmg: 1, against_hidden: true }, figure }).strength).toBe(3);
    expect(cell({ suppressing: { troopers: 2, mounted_hmg: 1, modifiers: -2 }, figure }).strength).toBe(6);
  });

  it('LD −1 per strength point after the first 2; panicked figures cannot move', () => {
    expect(cell({ suppressing: { troopers: 4 }, figure }).ld).toBe(9);
    expect(cell({ suppressing: { troopers: 10 }, figure }).ld).toBe(6);
    expect(cell({ suppressing: { troopers: 10 }, figure: { grade: 'regular', panicked: true } }).ldFaces).toBe(0);
  });

  it('parameters: points per weapon, the free strength, the save base and the CO bonus', () => {
    const rules = {
      'suppression-points': { trooper: 1, 'mounted-hmg': 5 },
      'ld-free-strength': 4,
      'save-base': 8,
      'co-ld-bonus': 2,
    };
    const c = cell({ suppressing: { troopers: 3, mounted_hmg: 1 }, figure: { grade: 'regular', co: true }, rules });
    // Strength 3 × 1 + 5 = 8; LD 9 + 2 − (8 − 4) = 7; save 8 + A 7 − Dam 10 = 5.
    expect([c.strength, c.ld, c.save]).toEqual([8, 7, 5]);
    // Hand-worked: one action, the figure moves on 7 in 20 and then takes 8 hits, 5 in 20 to save each.
    const unharmedIfMoved = (5 / 20) ** 8;
    expect(exactSuppressionArea({ ...c, hitsOnFailedMove: false }).outcomes.unharmed).toBeCloseTo(
      13 / 20 + (7 / 20) * unharmedIfMoved,
      15,
    );
  });

  it('hand-worked: strength 3, save 10 (damage 10 vs A 10), LD 8: per action unharmed (½)³, two actions', () => {
    const c = cell({ suppressing: { troopers: 6 }, figure: { grade: 'regular', armour: 10 }, actions: 2 });
    expect([c.strength, c.ld, c.save]).toEqual([3, 8, 10]);
    const out = exactSuppressionArea(c);
    expect(out.outcomes.unharmed).toBeCloseTo(1 / 64, 15);
    const none = exactSuppressionArea({ ...c, hitsOnFailedMove: false });
    const perAction = 12 / 20 + (8 / 20) * (1 / 8);
    expect(none.outcomes.unharmed).toBeCloseTo(perAction ** 2, 15);
    // No move made: the first LD roll fails, then the figure falls there or survives and fails again.
    expect(out.distributions.moves_made.prob(0)).toBeCloseTo((12 / 20) * (7 / 8 + (1 / 8) * (12 / 20)), 15);
  });

  it('figure.ld instead of a grade: no CO bonus on it, halved outside the command radius; armour then needed', () => {
    expect(cell({ suppressing: { troopers: 4 }, figure: { ld: 14, armour: 7 } })).toMatchObject({ ld: 14, save: 7 });
    expect(cell({ suppressing: { troopers: 4 }, figure: { ld: 14, armour: 7, co: true } }).ld).toBe(14);
    expect(cell({ suppressing: { troopers: 10 }, figure: { ld: 14, armour: 7, in_command_radius: false } }).ld).toBe(4);
    // The elite CO's LD 13 + 1 and A 9: the same area crossing as ld: 14, armour: 9.
    const area = { suppressing: { troopers: 6, lmg_hmg: 1 }, actions: 2 };
    const elite = exactSuppressionArea(cell({ ...area, figure: { grade: 'elite', co: true } }));
    expect(exactSuppressionArea(cell({ ...area, figure: { ld: 14, armour: 9 } }))).toEqual(elite);
  });

  it('figure.grade and figure.ld: exactly one, and armour with ld; each mistake located', async () => {
    const at = (figureLine: string) =>
      diagnosticsOf(['system: grunt-factor', 'resolve: suppression-area', 'suppressing: { troopers: 4 }', figureLine]);
    const both = await at('figure: { grade: green, ld: 9 }');
    expect(both).toHaveLength(1);
    expect(both[0]).toMatchObject({ line: 4, column: 29, message: messages.gradeAndLd });
    const noArmour = await at('figure: { ld: 9 }');
    expect(noArmour).toHaveLength(1);
    expect(noArmour[0]).toMatchObject({ line: 4, message: messages.armourWithLd });
    const neither = await at('figure: { armour: 7 }');
    expect(neither).toHaveLength(1);
    expect(neither[0]).toMatchObject({ line: 4, message: messages.noGradeNorLd });
  });

  [
    { suppressing: { troopers: 5 }, figure: { ld: 12, armour: 6 }, actions: 3 },
    { suppressing: { troopers: 6 }, figure: { grade: 'regular', armour: 10 }, actions: 2 },
    {
      suppressing: { troopers: 3, lmg_hmg: 1, against_hidden: true },
      figure: { grade: 'veteran' },
      actions: 3,
      rules: { 'hits-on-failed-move': 'none' },
    },
    { suppressing: { mounted_hmg: 1 }, figure: { grade: 'elite' }, damage: 13 },
    {
      suppressing: { troopers: 4, lmg_hmg: 1 },
      figure: { grade: 'green', co: true },
      actions: 2,
      rules: { 'suppression-points': { 'lmg-hmg': 1 }, 'ld-free-strength': 0, 'save-base': 13 },
    },
  ].forEach((input, i) =>
    it(`Monte Carlo within 4.5 standard errors of exact, case ${i + 1}`, () => {
      const c = cell(input);
      expectKernelMatchesExact(suppressionAreaKernel, c, exactSuppressionArea(c), 200_000, 920 + i);
    }),
  );
});
