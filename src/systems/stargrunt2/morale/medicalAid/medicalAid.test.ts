import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { exactMedicalAid } from './exactMedicalAid.js';
import medicalAidDefinition from './medicalAidDefinition.js';
import medicalAidKernel from './medicalAidKernel.js';

const cell = (input: Record<string, unknown>) =>
  cellOf(medicalAidDefinition, { system: 'stargrunt2', resolve: 'medical-aid', ...input });

/** Independent check: binomial marginals, P(k of n) with per-figure chance q. */
function binomial(n: number, k: number, q: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c * q ** k * (1 - q) ** (n - k);
}

describe('medical-aid', () => {
  it('the D6 table: 1–2 dead, 3–5 stabilised, 6 back; a medic adds 1, a medical unit 2; the suit roll 1 / 2–4 / 5 / 6', () => {
    expect(cell({ casualties: 1 }).resultOfFace).toEqual([0, 0, 1, 1, 1, 2]);
    expect(cell({ casualties: 1, treatment: 'medic' }).resultOfFace).toEqual([0, 1, 1, 1, 2, 2]);
    expect(cell({ casualties: 1, treatment: 'medical-unit' }).resultOfFace).toEqual([1, 1, 1, 2, 2, 2]);
    expect(cell({ casualties: 1, power_armour: true }).resultOfFace).toEqual([0, 1, 1, 1, 3, 2]);
  });

  it('marginals are binomial (independent closed form) for several cases', () => {
    const cases: Array<[Record<string, unknown>, number[]]> = [
      [{ casualties: 3 }, [2 / 6, 3 / 6, 1 / 6, 0]],
      [{ casualties: 5, treatment: 'medic' }, [1 / 6, 3 / 6, 2 / 6, 0]],
      [{ casualties: 4, power_armour: true }, [1 / 6, 3 / 6, 1 / 6, 1 / 6]],
    ];
    for (const [input, q] of cases) {
      const c = cell(input);
      const p = exactMedicalAid(c);
      const n = c.casualties;
      const { dead, stabilised, back_in_action, suit_disabled } = p.distributions;
      [dead, stabilised, back_in_action, suit_disabled].forEach((marginal, d) => {
        for (let k = 0; k <= n; k++) expect(marginal[k]).toBeCloseTo(binomial(n, k, q[d]), 14);
      });
      expect(p.outcomes.no_deaths).toBeCloseTo((1 - q[0]) ** n, 14);
    }
  });

  it('Monte Carlo within 4.5 standard errors of exact', () => {
    [{ casualties: 3 }, { casualties: 6, treatment: 'medical-unit' }, { casualties: 4, power_armour: true }].forEach(
      (input, i) => {
        const c = cell(input);
        expectKernelMatchesExact(medicalAidKernel, c, exactMedicalAid(c), 200_000, 800 + i);
      },
    );
  });

  it('parameters: a medic adding 2, the dead band up to 1 and back in action from 5 (hand-worked faces, binomial marginals, Monte Carlo)', () => {
    const rules = { 'medic-bonus': 2, 'too-far-gone-up-to': 1, 'back-in-action-from': 5 };
    const c = cell({ casualties: 4, treatment: 'medic', rules });
    // D6 + 2: 3 4 5 6 7 8 → stabilised, stabilised, back, back, back, back.
    expect(c.resultOfFace).toEqual([1, 1, 2, 2, 2, 2]);
    const p = exactMedicalAid(c);
    for (let k = 0; k <= 4; k++) expect(p.distributions.back_in_action[k]).toBeCloseTo(binomial(4, k, 4 / 6), 14);
    expectKernelMatchesExact(medicalAidKernel, c, p, 200_000, 830);
    expect(cell({ casualties: 1, treatment: 'medical-unit', rules: { 'medical-unit-bonus': 0 } }).resultOfFace).toEqual(
      [0, 0, 1, 1, 1, 2],
    );
    const crossed = issuesOf(medicalAidDefinition, {
      system: 'stargrunt2',
      resolve: 'medical-aid',
      casualties: 1,
      rules: { 'too-far-gone-up-to': 4, 'back-in-action-from': 4 },
    });
    expect(crossed[0].path).toEqual(['rules', 'back-in-action-from']);
  });
});
