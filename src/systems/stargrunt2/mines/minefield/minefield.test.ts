import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceMinefield } from '../../../../../testing/systems/stargrunt2/mines/bruteForceMines.js';
import { expectMatchesBruteForce } from '../../../../../testing/systems/stargrunt2/mines/expectMatchesBruteForce.js';
import { loadScenario } from '../../../../scenario/loadScenario.js';
import { ScenarioError } from '../../../../scenario/ScenarioError.js';
import { registry } from '../../../registry.js';
import { exactMinefield } from './exactMinefield.js';
import minefieldDefinition from './minefieldDefinition.js';
import minefieldKernel from './minefieldKernel.js';

const input = (extra: Record<string, unknown>) => ({ system: 'stargrunt2', resolve: 'minefield', ...extra });
const cell = (extra: Record<string, unknown>) => cellOf(minefieldDefinition, input(extra));

const CASES: Array<Record<string, unknown>> = [
  { field: 'ap', unit: { quality: 'green', figures: 4, armour: 'basic' } },
  { field: 'mixed', unit: { quality: 'veteran', figures: 5, armour: 'partial-light' } },
  { field: 'ap', unit: { quality: 'untrained', figures: 3, armour: 'heavy-power' } },
  { field: 'av', unit: { quality: 'regular', figures: 2, armour: 'full-light' } },
  { field: 'mixed', unit: { quality: 'elite', figures: 6, armour: 'ablative' }, armour: { ablative: 'd8' } },
  {
    field: 'ap',
    rules: { 'mine-impact': 12, 'ap-caught-up-to': 2, 'kill-multiple': 3 },
    unit: { quality: 'regular', figures: 3, armour: 'partial-light' },
  },
];

describe("minefield: the rulebook's numbers", () => {
  it('"If the minefield is a pure AP type, then each man is caught by a mine if he rolls a 1, 2 or 3; if it is a MIXED minefield ... 1 or 2"; "Infantry will NOT set off AV mines"', () => {
    const unit = { quality: 'regular', figures: 1, armour: 'basic' };
    expect(cell({ field: 'ap', unit }).caughtFaces).toBe(3);
    expect(cell({ field: 'mixed', unit }).caughtFaces).toBe(2);
    expect(cell({ field: 'av', unit }).caughtFaces).toBe(0);
    expect(cell({ field: 'av', unit }).note).toContain('NOT set off AV mines');
    expect(cell({ field: 'ap', unit }).impactSides).toBe(10);
  });

  it('hand-worked: one Green figure in basic armour in an AP field is caught 3/6; the D10 kills a D4 on 20 of 40 pairs and wounds on 10', () => {
    // D10 against D4: kill when i > 2a (a=1: 8, a=2: 6, a=3: 4, a=4: 2 → 20); wound when a < i ≤ 2a (1+2+3+4 = 10).
    const e = exactMinefield(cell({ field: 'ap', unit: { quality: 'green', figures: 1, armour: 'basic' } }));
    expect(e.outcomes.no_mine).toBeCloseTo(1 / 2, 15);
    expect(e.distributions.dead[1]).toBeCloseTo((1 / 2) * (20 / 40), 15);
    expect(e.distributions.wounded[1]).toBeCloseTo((1 / 2) * (10 / 40), 15);
    expect(e.outcomes.caught_unhurt).toBeCloseTo((1 / 2) * (10 / 40), 15);
  });

  it('parameters: mixed-caught-up-to 4 catches a Green on 1–4 (4/6), a mine-impact D12 against D4 armour kills 12x past 3 × the roll', () => {
    const c = cell({
      field: 'mixed',
      rules: { 'mixed-caught-up-to': 4, 'mine-impact': 12, 'kill-multiple': 3 },
      unit: { quality: 'green', figures: 1, armour: 'basic' },
    });
    expect([c.caughtFaces, c.impactSides, c.killMultiple]).toEqual([4, 12, 3]);
    // Kills: a = 1: 4–12 (9), a = 2: 7–12 (6), a = 3: 10–12 (3), a = 4: none — 18 of 48.
    expect(exactMinefield(c).distributions.dead[1]).toBeCloseTo((4 / 6) * (18 / 48), 15);
    expect(
      cell({ field: 'ap', rules: { 'ap-caught-up-to': 9 }, unit: { quality: 'green', figures: 1, armour: 'basic' } })
        .caughtFaces,
    ).toBe(6);
  });

  it('hand-worked: a Veteran squad of 5 in a mixed field: P(no mine) = (8/10)^5', () => {
    expect(exactMinefield(cell(CASES[1])).outcomes.no_mine).toBeCloseTo(0.8 ** 5, 15);
  });
});

describe('minefield: exact against a plain enumeration, Monte Carlo against exact', () => {
  it.each(CASES.map((c, i) => [i, c] as const))('case %i: exact equals the face-by-face enumeration', (_, c) => {
    const normalized = cell(c);
    expectMatchesBruteForce(exactMinefield(normalized), bruteForceMinefield(normalized));
  });

  it.each(CASES.map((c, i) => [i, c] as const))('case %i: Monte Carlo within 4.5 standard errors of exact', (i, c) => {
    const normalized = cell(c);
    expectKernelMatchesExact(minefieldKernel, normalized, exactMinefield(normalized), 200_000, 1100 + i);
  });
});

describe('minefield: bad input', () => {
  it('an unknown armour is reported at its path', () => {
    const issues = issuesOf(
      minefieldDefinition,
      input({ field: 'ap', unit: { quality: 'green', figures: 2, armour: 'partial-lite' } }),
    );
    expect(issues[0].path).toEqual(['unit', 'armour']);
    expect(issues[0].suggestions).toContain('partial-light');
  });

  it('a misspelt field is located in the file, with the closest names', async () => {
    const text =
      'system: stargrunt2\nresolve: minefield\nfield: mixd\nunit: { quality: green, figures: 4, armour: basic }\n';
    const problems = await loadScenario('x.yaml', text, registry).then(
      () => [],
      (error: unknown) => (error instanceof ScenarioError ? error.diagnostics : Promise.reject(error)),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'x.yaml', line: 3, column: 8 });
    expect(problems[0].suggestions).toContain('mixed');
  });
});
