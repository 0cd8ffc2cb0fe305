import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { exactMortarActivation } from './exactMortarActivation.js';
import mortarActivationDefinition from './mortarActivationDefinition.js';
import mortarActivationKernel from './mortarActivationKernel.js';

const cell = (input: Record<string, unknown>) =>
  cellOf(mortarActivationDefinition, { system: 'grunt-factor', resolve: 'mortar-activation', ...input });

describe('mortar-activation', () => {
  it('FO LD and attempts: untrained FOs have only 2 actions', () => {
    expect(cell({ fo: { grade: 'regular' } })).toEqual({
      ldFaces: 9,
      attempts: 3,
      mortars: 1,
      firingBySuccess: [3, 2, 1],
    });
    expect(cell({ fo: { grade: 'untrained' }, mortars: 2 })).toEqual({
      ldFaces: 6,
      attempts: 2,
      mortars: 2,
      firingBySuccess: [3, 2, 1],
    });
  });

  it('hand-worked: LD 10, two mortars → 6, 4, 2, 0 firing actions with ½, ¼, ⅛, ⅛', () => {
    const exact = exactMortarActivation({ ldFaces: 10, attempts: 3, mortars: 2, firingBySuccess: [3, 2, 1] });
    expect(exact.outcomes).toEqual({ three_actions: 0.5, two_actions: 0.25, one_action: 0.125, no_fire: 0.125 });
    expect(exact.distributions.firing_actions).toEqual([0.125, 0, 0.125, 0, 0.25, 0, 0.5]);
  });

  it('rules.firing-actions and rules.co-ld-bonus: a CO regular FO (LD 9 + 2) with 4, 2, 0 firing actions', () => {
    const c = cell({
      rules: { 'firing-actions': { first: 4, third: 0 }, 'co-ld-bonus': 2 },
      fo: { grade: 'regular', co: true },
    });
    expect(c).toEqual({ ldFaces: 11, attempts: 3, mortars: 1, firingBySuccess: [4, 2, 0] });
    // Hand-worked: p = 11/20; 4 actions with p, 2 with (9/20)p, 0 otherwise.
    const p = 11 / 20;
    expect(exactMortarActivation(c).distributions.firing_actions).toEqual([1 - p - (1 - p) * p, 0, (1 - p) * p, 0, p]);
  });

  [
    { fo: { grade: 'regular' }, mortars: 2 },
    { fo: { grade: 'untrained', in_command_radius: false } },
    { rules: { 'firing-actions': { first: 5, second: 1, third: 3 } }, fo: { grade: 'green' }, mortars: 2 },
  ].forEach((input, i) =>
    it(`Monte Carlo within 4.5 standard errors of exact, case ${i + 1}`, () => {
      const c = cell(input);
      expectKernelMatchesExact(mortarActivationKernel, c, exactMortarActivation(c), 200_000, 1300 + i);
    }),
  );
});
