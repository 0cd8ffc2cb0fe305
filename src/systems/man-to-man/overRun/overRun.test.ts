import { describe, expect, it } from 'vitest';
import { normalizeOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { OVER_RUN_TEST_CASES, overRunCell } from '../../../../testing/systems/man-to-man/overRun/testCells.js';
import { exactOverRun } from './exactOverRun.js';
import type { OverRunCell } from './OverRunCell.js';
import overRunDefinition from './overRunDefinition.js';
import overRunKernel from './overRunKernel.js';

/**
 * An independent plain enumeration: each character's chance to avoid by a triple loop, then every subset killed.
 * Under `over-run-criticals: as-to-hit` (the scenario's rules), 4.4's table with the scenario's rules.criticals laid
 * over it: a critical hit avoids, a critical failure does not.
 */
function bruteForce(cell: OverRunCell, rules: Record<string, unknown> = {}): number[] {
  const on = rules['over-run-criticals'] === 'as-to-hit';
  const table: Record<string, string> = {
    3: 'killed',
    4: 'double-damage',
    5: 'automatic-hit',
    16: 'misfire',
    17: 'jam',
    18: 'bad-jam',
    ...(rules.criticals as Record<string, string> | undefined),
  };
  const avoid = cell.highestAvoid.map((highest) => {
    let p = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++) {
          const r = a + b + c;
          const says = on ? (table[r] ?? 'none') : 'none';
          const avoids = says === 'none' ? r <= highest : ['killed', 'double-damage', 'automatic-hit'].includes(says);
          if (avoids) p += 1 / 216;
        }
    return p;
  });
  const n = avoid.length;
  const killed = new Array<number>(n + 1).fill(0);
  for (let mask = 0; mask < 1 << n; mask++) {
    let p = 1;
    let k = 0;
    for (let i = 0; i < n; i++) {
      if (mask & (1 << i)) {
        p *= 1 - avoid[i];
        k++;
      } else p *= avoid[i];
    }
    killed[k] += p;
  }
  return killed;
}

describe('over-run (8.2 Over-running infantry and crews)', () => {
  Object.entries(OVER_RUN_TEST_CASES).forEach(([name, input], i) => {
    it(`${name}: exact against a plain enumeration, Monte Carlo against exact`, () => {
      const cell = overRunCell(input);
      const exact = exactOverRun(cell);
      const brute = bruteForce(cell, input.rules as Record<string, unknown> | undefined);
      brute.forEach((p, k) => expect(exact.distributions.killed[k], `killed ${k}`).toBeCloseTo(p, 12));
      expect(exact.outcomes.all_escape).toBeCloseTo(brute[0], 12);
      expect(exact.outcomes.all_killed).toBeCloseTo(brute[brute.length - 1], 12);
      expectKernelMatchesExact(overRunKernel, cell, exact, 200_000, 950 + i);
    });
  });

  it('matches a hand-worked case: a private (DEX 12) gets out of the way on 3d6 under 12, 135 in 216', () => {
    expect(exactOverRun(overRunCell({ characters: [{ troop: 'private' }] })).outcomes.all_escape).toBeCloseTo(
      135 / 216,
      14,
    );
    // Wounded: DEX 6, under 6 is 5 or less: 10 in 216.
    expect(
      exactOverRun(overRunCell({ characters: [{ troop: 'private', wounded: true }] })).outcomes.all_escape,
    ).toBeCloseTo(10 / 216, 14);
  });

  it('refuses more than 50 characters in one over-run, saying how many and why', () => {
    const r = normalizeOf(overRunDefinition, {
      system: 'man-to-man',
      resolve: 'over-run',
      characters: [{ count: 30 }, { count: 30 }],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0].message).toMatch(/60 characters .* at most 50/);
  });
});
