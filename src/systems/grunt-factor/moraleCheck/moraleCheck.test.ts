import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { cellOf } from '../../../../testing/cellOf.js';
import moraleCheckKernel from './moraleCheckKernel.js';
import moraleCheckDefinition, { exactMoraleCheck } from './moraleCheckDefinition.js';

function cell(input: Record<string, unknown>) {
  return cellOf(moraleCheckDefinition, { system: 'grunt-factor', resolve: 'morale-check', ...input });
}
const squad = { grade: 'regular', original_size: 10, strength: 10 };

describe('morale-check triggers', () => {
  it('more than 25% killed at once (of the original size by default)', () => {
    expect(cell({ squad, event: { killed: 2 } }).morale).toBe(false);
    expect(cell({ squad, event: { killed: 3 } }).morale).toBe(true);
    const weakened = { ...squad, strength: 7 };
    expect(cell({ squad: weakened, event: { killed: 2 } }).morale).toBe(false);
    expect(cell({ squad: weakened, event: { killed: 2 }, rules: { 'quarter-of': 'current' } }).morale).toBe(true);
  });

  it('losing more than 50% of the original size: when crossing, or every time below (variant)', () => {
    expect(cell({ squad: { ...squad, strength: 5 }, event: { killed: 1 } }).morale).toBe(true);
    expect(cell({ squad: { ...squad, strength: 6 }, event: { killed: 1 } }).morale).toBe(false);
    expect(cell({ squad: { ...squad, strength: 4 }, event: { killed: 1 } }).morale).toBe(false);
    expect(cell({ squad: { ...squad, strength: 4 }, event: { killed: 1 }, rules: { 'half-strength': 'while-below' } }).morale).toBe(true);
  });

  it('leader killed: the new leader has no +1 LD; friendly squad annihilated; more than 10 hits', () => {
    expect(cell({ squad, event: {} })).toMatchObject({ morale: false, special: false, ld: 10 });
    expect(cell({ squad, event: { leader_killed: true } })).toMatchObject({ morale: true, ld: 9 });
    expect(cell({ squad, event: { friendly_squad_annihilated: true } }).morale).toBe(true);
    expect(cell({ squad, event: { hits_from_one_squad: 10 } }).special).toBe(false);
    expect(cell({ squad, event: { hits_from_one_squad: 11 } }).special).toBe(true);
    expect(cell({ squad: { ...squad, in_command_radius: false }, event: { leader_killed: true } }).ld).toBe(4);
  });

  it('hand-worked probabilities: LD 10, both checks on two rolls', () => {
    const out = exactMoraleCheck(cell({ squad, event: { killed: 3, hits_from_one_squad: 12 } }));
    expect(out.outcomes).toEqual({ no_check: 0, passed: 0.25, falls_back: 0.25, panicked: 0.25, panicked_and_falls_back: 0.25 });
    expect(out.distributions.checks_failed).toEqual([0.25, 0.5, 0.25]);
    const one = exactMoraleCheck(cell({ squad, event: { killed: 3, hits_from_one_squad: 12 }, rules: { 'both-checks': 'one-roll' } }));
    expect(one.outcomes).toEqual({ no_check: 0, passed: 0.5, falls_back: 0, panicked: 0, panicked_and_falls_back: 0.5 });
    expect(one.distributions.checks_failed).toEqual([0.5, 0, 0.5]);
  });

  it('parameters: the thresholds and the CO bonus as rules', () => {
    // 2 of 10 is not more than 25%, but more than 15%; 4 then 6 lost of 10 crosses 50% but not 60%.
    expect(cell({ squad, event: { killed: 2 }, rules: { 'killed-at-once-percent': 15 } }).morale).toBe(true);
    expect(cell({ squad: { ...squad, strength: 6 }, event: { killed: 2 }, rules: { 'lost-percent': 60, 'killed-at-once-percent': 100 } }).morale).toBe(false);
    expect(cell({ squad: { ...squad, strength: 6 }, event: { killed: 2 }, rules: { 'killed-at-once-percent': 100 } }).morale).toBe(true);
    expect(cell({ squad, event: { hits_from_one_squad: 8 }, rules: { 'special-check-hits': 7 } }).special).toBe(true);
    expect(cell({ squad, event: { hits_from_one_squad: 11 }, rules: { 'special-check-hits': 11 } }).special).toBe(false);
    expect(cell({ squad, event: { killed: 3 }, rules: { 'co-ld-bonus': 3 } }).ld).toBe(12);
    // Hand-worked: LD 9 + 3 = 12, one check: passed 12/20.
    expect(exactMoraleCheck(cell({ squad, event: { killed: 3 }, rules: { 'co-ld-bonus': 3 } })).outcomes.passed).toBeCloseTo(12 / 20, 15);
  });

  const cases = [
    { squad, event: { killed: 2, hits_from_one_squad: 8 }, rules: { 'killed-at-once-percent': 15, 'special-check-hits': 5, 'co-ld-bonus': 2 } },
    { squad, event: { killed: 3, hits_from_one_squad: 12 } },
    { squad: { ...squad, grade: 'green' }, event: { leader_killed: true } },
    { squad, event: { hits_from_one_squad: 11 }, rules: { 'both-checks': 'one-roll' } },
    { squad, event: {} },
  ];
  cases.forEach((input, i) =>
    it(`Monte Carlo within 4.5 standard errors of exact, case ${i + 1}`, () => {
      const c = cell(input);
      expectKernelMatchesExact(moraleCheckKernel, c, exactMoraleCheck(c), 200_000, 500 + i);
    }),
  );
});
