import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { MORALE_TEST_CASES, moraleCheckCell } from '../../../../testing/systems/man-to-man/moraleCheck/testCells.js';
import { exactMoraleCheck } from './exactMoraleCheck.js';
import moraleCheckKernel from './moraleCheckKernel.js';

/** 4.4 as the book prints it: the totals that always pass (critical hits) and always fail (critical failures). */
const BOOK_CRITICALS: Record<string, string> = {
  3: 'killed',
  4: 'double-damage',
  5: 'automatic-hit',
  16: 'misfire',
  17: 'jam',
  18: 'bad-jam',
};
const PASSES = new Set(['killed', 'double-damage', 'automatic-hit']);

/**
 * Plain enumeration for the tests: three nested loops over the faces; with criticals on, each total's entry of the
 * book's table, overridden by the scenario's rules.criticals, passes or fails whatever the LDR.
 */
function bruteForce(ldr: number, strict: boolean, criticals: boolean, overrides: Record<string, string> = {}): number {
  const table = { ...BOOK_CRITICALS, ...overrides };
  let pass = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const r = a + b + c;
        const critical = criticals ? table[r] : undefined;
        const ok = critical !== undefined && critical !== 'none' ? PASSES.has(critical) : strict ? r < ldr : r <= ldr;
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

  it('reads each modifier from rules.modifiers: in cover +4 and −1 a casualty make an NCO with 3 casualties 13', () => {
    const cell = moraleCheckCell({
      rules: { modifiers: { 'in-cover': 4, 'per-casualty': -1 } },
      unit: { in_cover: true, casualties: 3 },
    });
    expect(cell.modifiedLdr).toBe(13);
    // Under 13 on 3d6: 160 of 216 (totals 3-12).
    expect(exactMoraleCheck(cell).outcomes.pass).toBeCloseTo(160 / 216, 15);
  });

  it('reads a changed critical table only under morale-criticals: as-to-hit (12 always passing: 135 + 25 of 216; 11 jamming: 135 − 27)', () => {
    const always12 = { criticals: { 12: 'automatic-hit' } };
    expect(exactMoraleCheck(moraleCheckCell({ rules: always12 })).outcomes.pass).toBeCloseTo(135 / 216, 15);
    expect(
      exactMoraleCheck(moraleCheckCell({ rules: { ...always12, 'morale-criticals': 'as-to-hit' } })).outcomes.pass,
    ).toBeCloseTo(160 / 216, 15);
    const jam11 = { 'morale-criticals': 'as-to-hit', criticals: { 11: 'jam' } };
    expect(exactMoraleCheck(moraleCheckCell({ rules: jam11 })).outcomes.pass).toBeCloseTo(108 / 216, 15);
  });

  it('matches hand-worked odds: an NCO passes under 12 on 135 of 216, a private under 8 on 35', () => {
    expect(exactMoraleCheck(moraleCheckCell({})).outcomes.pass).toBeCloseTo(135 / 216, 15);
    expect(exactMoraleCheck(moraleCheckCell({ commander: { troop: 'private' } })).outcomes.flee).toBeCloseTo(
      181 / 216,
      15,
    );
  });

  Object.entries(MORALE_TEST_CASES).forEach(([name, input], i) => {
    it(`${name}: exact against a plain enumeration, Monte Carlo against exact`, () => {
      const cell = moraleCheckCell(input);
      const exact = exactMoraleCheck(cell);
      const { pass, flee, surrender } = exact.outcomes;
      const rules = (input.rules ?? {}) as Record<string, unknown>;
      const strict = rules['hit-roll'] !== 'equal-or-under';
      const criticals = rules['morale-criticals'] === 'as-to-hit';
      expect(pass).toBeCloseTo(
        bruteForce(cell.modifiedLdr, strict, criticals, rules.criticals as Record<string, string> | undefined),
        14,
      );
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
