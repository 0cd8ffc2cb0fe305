import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { diagnosticsOf } from '../../../../testing/scenario/diagnosticsOf.js';
import { messages } from '../messages.js';
import { exactPanicRecovery } from './exactPanicRecovery.js';
import panicRecoveryDefinition from './panicRecoveryDefinition.js';
import panicRecoveryKernel from './panicRecoveryKernel.js';

function cell(input: Record<string, unknown>) {
  return cellOf(panicRecoveryDefinition, { system: 'grunt-factor', resolve: 'panic-recovery', ...input });
}

describe('panic-recovery', () => {
  it("leader's LD, −2 enemy in LOS, −4 under fire, not cumulative; own halved LD out of command radius", () => {
    expect(cell({ squad: { grade: 'regular' }, max_turns: 1 }).ldByTurn).toEqual([10]);
    expect(cell({ squad: { grade: 'regular' }, situation: 'enemy-in-los', max_turns: 1 }).ldByTurn).toEqual([8]);
    expect(
      cell({ squad: { grade: 'regular' }, situation: ['under-fire', 'enemy-in-los', 'none'], max_turns: 4 }).ldByTurn,
    ).toEqual([6, 8, 10, 10]);
    expect(
      cell({ squad: { grade: 'regular', in_command_radius: false }, situation: 'enemy-in-los', max_turns: 1 }).ldByTurn,
    ).toEqual([2]);
    expect(
      cell({
        squad: { grade: 'regular', in_command_radius: false },
        situation: 'enemy-in-los',
        max_turns: 1,
        rules: { 'out-of-command-halving': 'after-modifier' },
      }).ldByTurn,
    ).toEqual([3]);
  });

  it("rules.recovery-modifiers and rules.co-ld-bonus replace the book's −2, −4 and +1", () => {
    const rules = { 'recovery-modifiers': { 'under-fire': -6 }, 'co-ld-bonus': 2 };
    expect(
      cell({ squad: { grade: 'regular' }, situation: ['under-fire', 'enemy-in-los', 'none'], max_turns: 3, rules })
        .ldByTurn,
    ).toEqual([5, 9, 11]);
    // Hand-worked: LD 5 under fire every turn, two turns: recovered 1 − (15/20)².
    expect(
      exactPanicRecovery(cell({ squad: { grade: 'regular' }, situation: 'under-fire', max_turns: 2, rules })).outcomes
        .recovered,
    ).toBeCloseTo(1 - (15 / 20) ** 2, 15);
  });

  it('ld: 14 instead of a grade: no CO bonus on it, the modifiers apply, halved outside the command radius', () => {
    const situation = ['none', 'enemy-in-los', 'under-fire'];
    expect(cell({ squad: { ld: 14 }, situation, max_turns: 3 }).ldByTurn).toEqual([14, 12, 10]);
    const alone = { ld: 14, in_command_radius: false };
    expect(cell({ squad: alone, situation: 'enemy-in-los', max_turns: 1 }).ldByTurn).toEqual([5]);
    // Hand-worked: LD 14 − 4 = 10 under fire, two turns: recovered 1 − (10/20)².
    const out = exactPanicRecovery(cell({ squad: { ld: 14 }, situation: 'under-fire', max_turns: 2 }));
    expect(out.outcomes.recovered).toBeCloseTo(1 - (10 / 20) ** 2, 15);
  });

  it('grade and ld: exactly one of the two, each mistake located', async () => {
    const at = (squadLine: string) => diagnosticsOf(['system: grunt-factor', 'resolve: panic-recovery', squadLine]);
    const both = await at('squad: { grade: green, ld: 9 }');
    expect(both).toHaveLength(1);
    expect(both[0]).toMatchObject({ line: 3, column: 28, message: messages.gradeAndLd });
    const neither = await at('squad: { leader_co: false }');
    expect(neither).toHaveLength(1);
    expect(neither[0]).toMatchObject({ line: 3, message: messages.noGradeNorLd });
  });

  it('against a hand-worked geometric table: LD 10 → ½, ¼, ⅛ …', () => {
    const out = exactPanicRecovery(cell({ squad: { grade: 'regular' }, max_turns: 3 }));
    expect(out.outcomes).toEqual({ recovered: 7 / 8, still_panicked: 1 / 8 });
    expect(out.distributions.turns_panicked).toEqual([1 / 2, 1 / 4, 1 / 8, 1 / 8]);
  });

  [
    { squad: { grade: 'green' }, situation: 'under-fire' },
    { squad: { ld: 14, in_command_radius: false }, situation: ['under-fire', 'none'], max_turns: 4 },
    { squad: { grade: 'elite' }, situation: ['under-fire', 'under-fire', 'enemy-in-los'], max_turns: 6 },
    { squad: { grade: 'untrained', in_command_radius: false }, situation: 'enemy-in-los', max_turns: 5 },
    {
      squad: { grade: 'green' },
      situation: ['enemy-in-los', 'under-fire'],
      max_turns: 4,
      rules: { 'recovery-modifiers': { 'enemy-in-los': 0, 'under-fire': -1 }, 'co-ld-bonus': 0 },
    },
  ].forEach((input, i) =>
    it(`Monte Carlo within 4.5 standard errors of exact, case ${i + 1}`, () => {
      const c = cell(input);
      expectKernelMatchesExact(panicRecoveryKernel, c, exactPanicRecovery(c), 200_000, 720 + i);
    }),
  );
});
