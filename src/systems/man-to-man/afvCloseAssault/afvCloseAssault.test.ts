import { describe, expect, it } from 'vitest';
import { normalizeOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import {
  AFV_CLOSE_ASSAULT_TEST_CASES,
  afvCloseAssaultCell,
} from '../../../../testing/systems/man-to-man/afvCloseAssault/testCells.js';
import afvCloseAssaultDefinition from './afvCloseAssaultDefinition.js';
import afvCloseAssaultKernel from './afvCloseAssaultKernel.js';
import { afvCloseAssaultQuantities } from './afvCloseAssaultQuantities.js';
import { exactAfvCloseAssault } from './exactAfvCloseAssault.js';

describe('afv-close-assault (8.2 Close assault)', () => {
  Object.entries(AFV_CLOSE_ASSAULT_TEST_CASES).forEach(([name, input], i) => {
    it(`${name}: exact against a plain enumeration, Monte Carlo against exact`, () => {
      const cell = afvCloseAssaultCell(input);
      const exact = exactAfvCloseAssault(cell);
      const brute = [0, 0, 0];
      for (let a = 1; a <= 6; a++) {
        for (let b = 1; b <= 6; b++) {
          for (let c = 1; c <= 6; c++) {
            const r = a + b + c;
            const ko = r <= cell.knockOutMax;
            const fails = r >= cell.failFrom;
            brute[ko ? 2 : !fails && r <= cell.factor ? 1 : 0] += 1 / 216;
          }
        }
      }
      afvCloseAssaultQuantities.outcomes.forEach(({ name }, k) =>
        expect(exact.outcomes[name]).toBeCloseTo(brute[k], 14),
      );
      expectKernelMatchesExact(afvCloseAssaultKernel, cell, exact, 200_000, 950 + i);
    });
  });

  it('reads the base factor and the weapon bonuses from rules: base 4, two grenades at +2 each make 8', () => {
    const rules = { 'base-factor': 4, 'weapon-bonus': { grenade: 2 } };
    expect(afvCloseAssaultCell({ rules, attackers: [{ weapon: 'grenade', count: 2 }] }).factor).toBe(8);
    expect(afvCloseAssaultCell({ rules, attackers: [{ weapon: 'piat' }] }).factor).toBe(7);
  });

  it('adds the 8.2 weapon bonuses to the base factor of 5', () => {
    const factor = (weapon: string) => afvCloseAssaultCell({ attackers: [{ weapon }] }).factor;
    expect(['grenade', 'sticky-bomb', 'molotov'].map(factor)).toEqual([6, 6, 6]);
    expect(['satchel-charge', 'panzerwurfmine', 'boys'].map(factor)).toEqual([7, 7, 7]);
    expect(['bazooka', 'panzerfaust', 'no-68-at', 'piat'].map(factor)).toEqual([8, 8, 8, 8]);
    expect(factor('other')).toBe(5);
    expect(
      afvCloseAssaultCell(AFV_CLOSE_ASSAULT_TEST_CASES['four PIATs, critical failures on, KO on a 3 only']),
    ).toEqual({ factor: 17, knockOutMax: 3, failFrom: 16 });
    const bad = normalizeOf(afvCloseAssaultDefinition, {
      system: 'man-to-man',
      resolve: 'afv-close-assault',
      attackers: [{ weapon: 'panzerfuast' }],
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues[0].suggestions).toContain('panzerfaust');
  });

  it('matches hand-worked odds: two grenades and a panzerfaust (factor 10)', () => {
    const exact = exactAfvCloseAssault(
      afvCloseAssaultCell(AFV_CLOSE_ASSAULT_TEST_CASES['two grenades and a panzerfaust']),
    ).outcomes;
    // 3d6 ≤ 10: 108/216; of those 3..5 (10/216) KO.
    expect(exact.knocked_out).toBeCloseTo(10 / 216, 15);
    expect(exact.immobilised).toBeCloseTo(98 / 216, 15);
    expect(exact.no_effect).toBeCloseTo(108 / 216, 15);
  });
});
