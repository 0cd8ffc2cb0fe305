import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { exactMoraleCheck } from './exactMoraleCheck.js';
import moraleCheckKernel from './moraleCheckKernel.js';
import { MORALE_TEST_CASES, moraleCheckCell } from '../../../../testing/systems/man-to-man/moraleCheck/testCells.js';

/** Plain enumeration for the tests: three nested loops over the faces. */
function bruteForce(ldr: number, strict: boolean, criticals: boolean): number {
  let pass = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const r = a + b + c;
        const ok = criticals && r <= 5 ? true : criticals && r >= 16 ? false : strict ? r < ldr : r <= ldr;
        if (ok) pass++;
      }
  return pass / 216;
}

describe('morale-check (5.0 Morale)', () => {
  it('adds the modifiers of the 5.0 table to LDR', () => {
    expect(moraleCheckCell({}).modifiedLdr).toBe(12); // NCO LDR 12
    expect(moraleCheckCell({ commander: { troop: 'private' } }).modifiedLdr).toBe(8);
    expect(moraleCheckCell({ commander: { troop: 'co' } }).modifiedLdr).toBe(14);
    const one = (unit: Record<string, unknown>) => moraleCheckCell({ unit }).modifiedLdr - 12;
    expect(one({ officer_within_6: true })).toBe(2);
    expect(one({ in_cover: true })).toBe(2);
    expect(one({ afv_within_12: true })).toBe(2);
    expect(one({ quality: 'elite' })).toBe(4);
    expect(one({ quality: 'green' })).toBe(-4);
    expect(one({ casualties: 3 })).toBe(-6);
    expect(one({ air_flame_rocket_attack: true })).toBe(-4);
    expect(moraleCheckCell({ commander: { wounded: true } }).modifiedLdr).toBe(6);
  });

  it('matches hand-worked odds: an NCO passes under 12 on 135 of 216, a private under 8 on 35', () => {
    expect(exactMoraleCheck(moraleCheckCell({})).outcomes.pass).toBeCloseTo(135 / 216, 15);
    expect(exactMoraleCheck(moraleCheckCell({ commander: { troop: 'private' } })).outcomes.flee).toBeCloseTo(181 / 216, 15);
  });

  Object.entries(MORALE_TEST_CASES).forEach(([name, input], i) => {
    it(`${name}: exact against a plain enumeration, Monte Carlo against exact`, () => {
      const cell = moraleCheckCell(input);
      const exact = exactMoraleCheck(cell);
      const { pass, flee, surrender } = exact.outcomes;
      const strict = (input.rules as Record<string, string> | undefined)?.['hit-roll'] !== 'equal-or-under';
      expect(pass).toBeCloseTo(bruteForce(cell.modifiedLdr, strict, cell.criticals), 14);
      expect(pass + flee + surrender).toBeCloseTo(1, 14);
      expectKernelMatchesExact(moraleCheckKernel, cell, exact, 200_000, 500 + i);
    });
  });

  it('surrenders instead of fleeing when surrounded', () => {
    const exact = exactMoraleCheck(moraleCheckCell({ unit: { surrounded: true } }));
    expect(exact.outcomes.flee).toBe(0);
    expect(exact.outcomes.surrender).toBeCloseTo(81 / 216, 15);
  });
});
