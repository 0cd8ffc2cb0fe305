import { describe, expect, it } from 'vitest';
import { exactSummary } from '../../../../testing/exactSummary.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { type BruteForceResult, bruteForceFire } from '../../../../testing/systems/stargrunt2/fire/bruteForceFire.js';
import { bruteForceMixedFire } from '../../../../testing/systems/stargrunt2/fire/bruteForceMixedFire.js';
import { fireCell, fireIssues } from '../../../../testing/systems/stargrunt2/fire/testCells.js';
import { exactFire } from './exactFire.js';
import type { FireCell } from './FireCell.js';
import fireKernel from './fireKernel.js';
import { fireLayout } from './fireLayout.js';
import { fireCellSchema } from './schema.js';

const REGULARS = {
  quality: 'regular',
  troops: [
    { count: 5, weapon: 'advanced-assault-rifle' },
    { count: 1, weapon: 'conventional-saw' },
  ],
};

/** Non-default parameters, each on a cell small enough for the plain enumeration. */
const CASES: Record<string, Record<string, unknown>> = {
  'kill-multiple 3 (a KILL needs more than three times the armour roll)': {
    rules: { 'kill-multiple': 3 },
    firer: REGULARS,
    target: { figures: 4, armour: 'partial-light', cover: 'soft' },
    range: 12,
  },
  'kill-multiple 1 (every wound a kill)': {
    rules: { 'kill-multiple': 1 },
    firer: REGULARS,
    target: { figures: 3, armour: 'basic' },
    range: 4,
  },
  'soft-cover-shift 2, in-position-shift 0': {
    rules: { 'soft-cover-shift': 2, 'in-position-shift': 0 },
    firer: REGULARS,
    target: { figures: 4, armour: 'full-light', cover: 'soft', in_position: true },
    range: 7,
  },
  'hard-cover-shift 1, independent-figure-shift 2, firepower-die-cap 8': {
    rules: { 'hard-cover-shift': 1, 'independent-figure-shift': 2, 'firepower-die-cap': 8 },
    firer: { quality: 'veteran', troops: [{ count: 6, weapon: 'gauss-rifle' }] },
    target: { figures: 1, armour: 'light-power', cover: 'hard', independent: true },
    range: 9,
  },
};

function expectExactMatches(cell: FireCell, brute: BruteForceResult, digits: number): void {
  const exact = exactSummary(fireLayout(cell), exactFire(cell));
  ['no_effect', 'suppressed_only', 'effective'].forEach((outcome, i) =>
    expect(exact.outcomes[outcome].p).toBeCloseTo(brute.outcomes[i], digits),
  );
  for (const dist of ['potential_hits', 'wound_results', 'kill_results', 'dead', 'wounded', 'casualties'] as const) {
    const values = exact.distributions[dist];
    for (let k = 0; k < Math.max(brute[dist].length, Object.keys(values).length); k++) {
      expect(values[String(k)] ?? 0, `${dist} = ${k}`).toBeCloseTo(brute[dist][k] ?? 0, digits);
    }
  }
}

describe('fire parameters: exact against the plain enumeration, Monte Carlo (alias tables) against exact', () => {
  Object.entries(CASES).forEach(([name, input], i) => {
    it(name, () => {
      const cell = fireCell(input);
      expectExactMatches(cell, bruteForceFire(cell), 12);
      expectKernelMatchesExact(fireKernel, cell, exactFire(cell), 300_000, 900 + i);
    });
  });

  it('kill-multiple reaches every armour group of a mixed squad', () => {
    const cell = fireCell({
      rules: { 'kill-multiple': 3 },
      firer: { quality: 'green', troops: [{ count: 3, weapon: 'advanced-assault-rifle' }] },
      target: {
        figures: 2,
        armour: [
          { count: 1, armour: 'basic' },
          { count: 1, armour: 'full-light' },
        ],
      },
      range: 6,
    });
    expect(cell.killMultiple).toBe(3);
    expectExactMatches(cell, bruteForceMixedFire(cell), 9);
    expectKernelMatchesExact(fireKernel, cell, exactFire(cell), 300_000, 950);
  });
});

describe('fire parameters: the dice they give (hand-worked)', () => {
  const base = { firer: REGULARS, target: { figures: 6, armour: 'partial-light' }, range_band: 1 };

  it('the book values are the defaults: no key gives the cell of the rulebook', () => {
    const book = fireCell({ ...base, target: { ...base.target, cover: 'hard', in_position: true } });
    const explicit = fireCell({
      ...base,
      rules: {
        'soft-cover-shift': 1,
        'hard-cover-shift': 2,
        'in-position-shift': 1,
        'independent-figure-shift': 1,
        'kill-multiple': 2,
        'firepower-die-cap': 12,
      },
      target: { ...base.target, cover: 'hard', in_position: true },
    });
    expect(explicit).toEqual(book);
    expect(book.rangeDie).toBe(10); // D4, two for hard cover, one for In Position
    expect(book.killMultiple).toBeUndefined();
  });

  it('soft-cover-shift 2: a D4 range die becomes a D8, and the D6 armour a D10', () => {
    const cell = fireCell({ ...base, rules: { 'soft-cover-shift': 2 }, target: { ...base.target, cover: 'soft' } });
    expect(cell.rangeDie).toBe(8);
    expect(cell.armour.sides).toBe(10);
  });

  it('in-position-shift 0: In Position no longer raises the range die', () => {
    expect(
      fireCell({ ...base, rules: { 'in-position-shift': 0 }, target: { ...base.target, in_position: true } }).rangeDie,
    ).toBe(4);
  });

  it('firepower-die-cap 8: five AARs (FP 10) roll a D8, not a D10 (the SAW keeps its own D8)', () => {
    expect(fireCell({ ...base, rules: { 'firepower-die-cap': 8 } }).firerDice).toEqual([8, 8, 8]);
    expect(fireCell(base).firerDice).toEqual([8, 10, 8]);
  });

  it('an out-of-range value is refused at its own key', () => {
    const parse = (rules: Record<string, unknown>) =>
      fireCellSchema.safeParse({ system: 'stargrunt2', resolve: 'fire', ...base, rules });
    expect(parse({ 'firepower-die-cap': 9 }).error?.issues[0].path).toEqual(['rules', 'firepower-die-cap']);
    expect(parse({ 'soft-cover-shift': 5 }).error?.issues[0].path).toEqual(['rules', 'soft-cover-shift']);
    expect(parse({ 'kill-multiple': 2 }).success).toBe(true);
    expect(fireIssues({ ...base, rules: { 'kill-multiple': 4 } })).toEqual([]);
  });
});
