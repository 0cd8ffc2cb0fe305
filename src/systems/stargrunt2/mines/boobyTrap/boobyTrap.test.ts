import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceBoobyTrap } from '../../../../../testing/systems/stargrunt2/mines/bruteForceMines.js';
import { expectMatchesBruteForce } from '../../../../../testing/systems/stargrunt2/mines/expectMatchesBruteForce.js';
import boobyTrapDefinition from './boobyTrapDefinition.js';
import boobyTrapKernel from './boobyTrapKernel.js';
import { exactBoobyTrap } from './exactBoobyTrap.js';

const input = (extra: Record<string, unknown>) => ({ system: 'stargrunt2', resolve: 'booby-trap', ...extra });
const cell = (extra: Record<string, unknown>) => cellOf(boobyTrapDefinition, input(extra));

const CASES: Array<Record<string, unknown>> = [
  { unit: { quality: 'green', armour: 'basic' } },
  { unit: { quality: 'regular', armour: 'partial-light', in_contact: 2 } },
  { unit: { quality: 'elite', armour: 'full-light', in_contact: 1 }, trap: { impact: 'd12' } },
  { unit: { quality: 'untrained', armour: 'basic', in_contact: 3 }, trap: { impact: 'd4', trigger: 'd6' } },
  {
    rules: { 'kill-multiple': 1 },
    unit: { quality: 'regular', armour: 'partial-light', in_contact: 1 },
    trap: { impact: 'd10' },
  },
];

describe("booby-trap: the rulebook's numbers", () => {
  it('rules.kill-multiple 1: every wound is a kill, so nobody is left wounded', () => {
    const e = exactBoobyTrap(cell(CASES[4]));
    expect(e.distributions.wounded[0]).toBeCloseTo(1, 15);
    expect(e.distributions.dead[1] + e.distributions.dead[2]).toBeGreaterThan(0);
  });

  it("hand-worked: the trap's D8 beats a Regular's D8 on 28 of 64 (ties are discovered); D8 against D4 kills on 12 of 32", () => {
    // kill i > 2a: a=1: 6, a=2: 4, a=3: 2 → 12; wound a < i ≤ 2a: 1+2+3+4 → 10.
    const e = exactBoobyTrap(cell({ unit: { quality: 'regular', armour: 'basic' } }));
    expect(e.outcomes.discovered).toBeCloseTo(36 / 64, 15);
    expect(e.distributions.dead[1]).toBeCloseTo((28 / 64) * (12 / 32), 15);
    expect(e.distributions.wounded[1]).toBeCloseTo((28 / 64) * (10 / 32), 15);
  });

  it('figures in contact are attacked "with an Impact die one lower than the main attack (ie: a D6 for most booby-traps)"', () => {
    expect(cell({ unit: { quality: 'green', armour: 'basic', in_contact: 1 } }).contactImpactSides).toBe(6);
    expect(
      cell({ unit: { quality: 'green', armour: 'basic', in_contact: 1 }, trap: { impact: 'd12' } }).contactImpactSides,
    ).toBe(10);
    expect(
      cell({ unit: { quality: 'green', armour: 'basic', in_contact: 1 }, trap: { impact: 'd4' } }).contactImpactSides,
    ).toBe(4);
  });
});

describe('booby-trap: exact against a plain enumeration, Monte Carlo against exact', () => {
  it.each(CASES.map((c, i) => [i, c] as const))('case %i: exact equals the face-by-face enumeration', (_, c) => {
    const normalized = cell(c);
    expectMatchesBruteForce(exactBoobyTrap(normalized), bruteForceBoobyTrap(normalized));
  });

  it.each(CASES.map((c, i) => [i, c] as const))('case %i: Monte Carlo within 4.5 standard errors of exact', (i, c) => {
    const normalized = cell(c);
    expectKernelMatchesExact(boobyTrapKernel, normalized, exactBoobyTrap(normalized), 200_000, 1400 + i);
  });
});

describe('booby-trap: bad input', () => {
  it('an unknown armour is reported at its path with the closest names', () => {
    const issues = issuesOf(boobyTrapDefinition, input({ unit: { quality: 'green', armour: 'light-powr' } }));
    expect(issues[0].path).toEqual(['unit', 'armour']);
    expect(issues[0].suggestions).toContain('light-power');
  });

  it('a trap die that is not a die type is refused by the schema', () => {
    expect(() => cell({ unit: { quality: 'green', armour: 'basic' }, trap: { impact: 'd7' } })).toThrow();
  });
});
