import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { diagnosticsOf } from '../../../../testing/scenario/diagnosticsOf.js';
import { messages } from '../messages.js';
import moraleCheckDefinition, { exactMoraleCheck } from './moraleCheckDefinition.js';
import moraleCheckKernel from './moraleCheckKernel.js';

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
    expect(
      cell({ squad: { ...squad, strength: 4 }, event: { killed: 1 }, rules: { 'half-strength': 'while-below' } })
        .morale,
    ).toBe(true);
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
    expect(out.outcomes).toEqual({
      no_check: 0,
      passed: 0.25,
      falls_back: 0.25,
      panicked: 0.25,
      panicked_and_falls_back: 0.25,
    });
    expect(out.distributions.checks_failed).toEqual([0.25, 0.5, 0.25]);
    const one = exactMoraleCheck(
      cell({ squad, event: { killed: 3, hits_from_one_squad: 12 }, rules: { 'both-checks': 'one-roll' } }),
    );
    expect(one.outcomes).toEqual({
      no_check: 0,
      passed: 0.5,
      falls_back: 0,
      panicked: 0,
      panicked_and_falls_back: 0.5,
    });
    expect(one.distributions.checks_failed).toEqual([0.5, 0, 0.5]);
  });

  it('parameters: the thresholds and the CO bonus as rules', () => {
    // 2 of 10 is not more than 25%, but more than 15%; 4 then 6 lost of 10 crosses 50% but not 60%.
    expect(cell({ squad, event: { killed: 2 }, rules: { 'killed-at-once-percent': 15 } }).morale).toBe(true);
    expect(
      cell({
        squad: { ...squad, strength: 6 },
        event: { killed: 2 },
        rules: { 'lost-percent': 60, 'killed-at-once-percent': 100 },
      }).morale,
    ).toBe(false);
    expect(
      cell({ squad: { ...squad, strength: 6 }, event: { killed: 2 }, rules: { 'killed-at-once-percent': 100 } }).morale,
    ).toBe(true);
    expect(cell({ squad, event: { hits_from_one_squad: 8 }, rules: { 'special-check-hits': 7 } }).special).toBe(true);
    expect(cell({ squad, event: { hits_from_one_squad: 11 }, rules: { 'special-check-hits': 11 } }).special).toBe(
      false,
    );
    expect(cell({ squad, event: { killed: 3 }, rules: { 'co-ld-bonus': 3 } }).ld).toBe(12);
    // Hand-worked: LD 9 + 3 = 12, one check: passed 12/20.
    expect(
      exactMoraleCheck(cell({ squad, event: { killed: 3 }, rules: { 'co-ld-bonus': 3 } })).outcomes.passed,
    ).toBeCloseTo(12 / 20, 15);
  });

  it('ld: 14 instead of a grade is the LD rolled against: no CO bonus on it, halved outside the command radius', () => {
    const byNumber = { original_size: 10, strength: 10, ld: 14 };
    expect(cell({ squad: byNumber, event: { killed: 3 } })).toMatchObject({ morale: true, ld: 14, ldFaces: 14 });
    expect(cell({ squad: { ...byNumber, leader_co: true }, event: { leader_killed: true } }).ld).toBe(14);
    expect(cell({ squad: { ...byNumber, in_command_radius: false }, event: { killed: 3 } }).ld).toBe(7);
    // The elite grade's LD 13 + the CO's 1 is the same check as ld: 14.
    const event = { killed: 3, hits_from_one_squad: 12 };
    const elite = exactMoraleCheck(cell({ squad: { ...squad, grade: 'elite' }, event }));
    expect(exactMoraleCheck(cell({ squad: byNumber, event: { killed: 3, hits_from_one_squad: 12 } }))).toEqual(elite);
    // Hand-worked: one check against LD 14 passes on 14 faces of 20; two checks on two rolls.
    const both = exactMoraleCheck(cell({ squad: byNumber, event: { killed: 3, hits_from_one_squad: 12 } })).outcomes;
    expect(both.passed).toBeCloseTo((14 / 20) ** 2, 15);
    expect(both.panicked_and_falls_back).toBeCloseTo((6 / 20) ** 2, 15);
  });

  it('grade and ld: exactly one of the two, each mistake located at its key', async () => {
    const at = (squadLine: string) =>
      diagnosticsOf(['system: grunt-factor', 'resolve: morale-check', squadLine, 'event: { killed: 3 }']);
    const both = await at('squad: { grade: regular, ld: 14, original_size: 10, strength: 10 }');
    expect(both).toHaveLength(1);
    expect(both[0]).toMatchObject({ file: 'x.yaml', line: 3, message: messages.gradeAndLd });
    expect(both[0].expected).toBe(messages.gradeOrLd);
    expect(both[0].column).toBe(30); // at ld's value
    const neither = await at('squad: { original_size: 10, strength: 10 }');
    expect(neither).toHaveLength(1);
    expect(neither[0]).toMatchObject({ line: 3, message: messages.noGradeNorLd });
    const notANumber = await at('squad: { ld: high, original_size: 10, strength: 10 }');
    expect(notANumber).toHaveLength(1);
    expect(notANumber[0]).toMatchObject({ line: 3, column: 14 });
  });

  const cases = [
    { squad: { original_size: 10, strength: 10, ld: 14 }, event: { killed: 3, hits_from_one_squad: 12 } },
    { squad: { original_size: 10, strength: 10, ld: 5, in_command_radius: false }, event: { leader_killed: true } },
    {
      squad,
      event: { killed: 2, hits_from_one_squad: 8 },
      rules: { 'killed-at-once-percent': 15, 'special-check-hits': 5, 'co-ld-bonus': 2 },
    },
    { squad, event: { killed: 3, hits_from_one_squad: 12 } },
    { squad: { ...squad, grade: 'green' }, event: { leader_killed: true } },
    { squad, event: { hits_from_one_squad: 11 }, rules: { 'both-checks': 'one-roll' } },
    { squad, event: {} },
  ];
  cases.forEach((input, i) =>
    it(`Monte Carlo within 4.5 standard errors of exact, case ${i + 1}`, () => {
      const c = cell(input);
      expectKernelMatchesExact(moraleCheckKernel, c, exactMoraleCheck(c), 200_000, 520 + i);
    }),
  );
});
