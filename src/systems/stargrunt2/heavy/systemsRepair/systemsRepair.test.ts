import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceSystemsRepair } from '../../../../../testing/systems/stargrunt2/heavy/systemsRepair/bruteForceSystemsRepair.js';
import { packExact } from '../../../../core/ExactResult.js';
import { loadScenario } from '../../../../scenario/loadScenario.js';
import { ScenarioError } from '../../../../scenario/ScenarioError.js';
import { registry } from '../../../registry.js';
import { exactSystemsRepair } from './exactSystemsRepair.js';
import systemsRepairDefinition from './systemsRepairDefinition.js';
import systemsRepairKernel from './systemsRepairKernel.js';

const cell = (extra: Record<string, unknown>) =>
  cellOf(systemsRepairDefinition, { system: 'stargrunt2', resolve: 'systems-repair', ...extra });

const CASES: Array<[Record<string, unknown>, number, number, number]> = [
  [{ activations: 1 }, 1, 1, 5],
  [{ activations: 4 }, 4, 1, 5],
  [{ activations: 3, rules: { 'repair-attempts': 'every-action' } }, 3, 2, 5],
  [{ activations: 5, success_on: 4 }, 5, 1, 4],
  [{ activations: 2, success_on: 6, rules: { 'repair-attempts': 'every-action' } }, 2, 2, 6],
];

describe('systems-repair', () => {
  it('"roll D6 - 5 or 6 gets backups online": 1/3 at the first activation, 5/9 within two, 1 − (2/3)^k within k', () => {
    expect(exactSystemsRepair(cell({ activations: 1 })).outcomes.restored).toBeCloseTo(1 / 3, 15);
    const two = exactSystemsRepair(cell({ activations: 2 }));
    expect(two.outcomes.restored).toBeCloseTo(5 / 9, 15);
    expect(two.distributions.restored_on_activation).toEqual(
      [0, 1 / 3, (2 / 3) * (1 / 3), 4 / 9].map((p) => expect.closeTo(p, 15)),
    );
    expect(exactSystemsRepair(cell({ activations: 6 })).outcomes.still_out).toBeCloseTo((2 / 3) ** 6, 15);
  });

  it('variant every-action: both actions of an activation try (1 − (4/9) = 5/9 in the first)', () => {
    const p = exactSystemsRepair(cell({ activations: 1, rules: { 'repair-attempts': 'every-action' } }));
    expect(p.outcomes.restored).toBeCloseTo(5 / 9, 15);
    expect(p.distributions.attempts).toEqual([0, 1 / 3, 2 / 3].map((q) => expect.closeTo(q, 15)));
  });

  it.each(CASES.map((c, i) => [i, ...c] as const))(
    'case %i: exact equals the enumeration of every D6 sequence',
    (_, c, activations, per, successOn) => {
      const normalized = cell(c);
      const exact = packExact(systemsRepairKernel.layout(normalized), exactSystemsRepair(normalized));
      const brute = bruteForceSystemsRepair(activations, per, successOn);
      expect(exact.length).toBe(brute.length);
      brute.forEach((q, i) => expect(exact[i], `counter ${i}`).toBeCloseTo(q, 14));
    },
  );

  it.each(CASES.map((c, i) => [i, c[0]] as const))(
    'case %i: Monte Carlo within 4.5 standard errors of exact',
    (i, c) => {
      const normalized = cell(c);
      expectKernelMatchesExact(systemsRepairKernel, normalized, exactSystemsRepair(normalized), 200_000, 1400 + i);
    },
  );

  it('a misspelt variant is located in the file, with the closest names', async () => {
    const text =
      'system: stargrunt2\nresolve: systems-repair\nactivations: 3\nrules:\n  repair-attempts: every-actions\n';
    const problems = await loadScenario('x.yaml', text, registry).then(
      () => [],
      (error: unknown) => (error instanceof ScenarioError ? error.diagnostics : Promise.reject(error)),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'x.yaml', line: 5, column: 20 });
    expect(problems[0].suggestions).toContain('every-action');
  });
});
