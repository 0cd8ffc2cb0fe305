import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { exactOverwatch } from './exactOverwatch.js';
import type { OverwatchCell } from './OverwatchCell.js';
import overwatchDefinition from './overwatchDefinition.js';
import overwatchKernel from './overwatchKernel.js';

const cell = (input: Record<string, unknown>): OverwatchCell =>
  cellOf(overwatchDefinition, { system: 'grunt-factor', resolve: 'overwatch', ...input });

/** An independent plain enumeration: every sequence of d20 faces over the attempts, stopped at the first pass. */
function bruteForce(c: OverwatchCell): number[] {
  const failed = new Array<number>(c.attempts + 1).fill(0);
  const visit = (k: number, p: number): void => {
    if (k === c.attempts) {
      failed[k] += p;
      return;
    }
    for (let face = 1; face <= 20; face++) {
      if (face <= c.ldFaces) failed[k] += p / 20;
      else visit(k + 1, p / 20);
    }
  };
  visit(0, 1);
  return failed;
}

const CASES: Record<string, Record<string, unknown>> = {
  'a regular squad with a CO (LD 10), one try': {},
  'a green squad without a CO (LD 8), three turns': { leader: { grade: 'green', co: false }, attempts: 3 },
  'an elite leader (LD 14), two turns': { leader: { grade: 'elite' }, attempts: 2 },
  'rules.co-ld-bonus 0: a regular CO rolls LD 9, two turns': { rules: { 'co-ld-bonus': 0 }, attempts: 2 },
};

describe('overwatch (Overwatch)', () => {
  Object.entries(CASES).forEach(([name, input], i) => {
    it(`${name}: exact against a plain enumeration, Monte Carlo against exact`, () => {
      const c = cell(input);
      const exact = exactOverwatch(c);
      bruteForce(c).forEach((p, k) => expect(exact.distributions.failed_attempts[k], `failed ${k}`).toBeCloseTo(p, 12));
      expectKernelMatchesExact(overwatchKernel, c, exact, 200_000, 1030 + i);
    });
  });

  it('matches hand-worked cases: LD 10 passes on 10 in 20; two turns, 3 in 4', () => {
    expect(exactOverwatch(cell({})).outcomes.in_overwatch).toBe(0.5);
    expect(exactOverwatch(cell({ attempts: 2 })).outcomes.in_overwatch).toBe(0.75);
    // rules.co-ld-bonus 2: a regular CO rolls LD 11, 11 in 20.
    expect(exactOverwatch(cell({ rules: { 'co-ld-bonus': 2 } })).outcomes.in_overwatch).toBeCloseTo(11 / 20, 15);
  });

  it('does not let a panicked or suppressed unit try, and says why', () => {
    for (const flag of ['panicked', 'suppressed']) {
      const c = cell({ [flag]: true, attempts: 3 });
      expect(c.note).toMatch(/may not attempt overwatch/);
      expect(exactOverwatch(c).outcomes.not_allowed).toBe(1);
      expectKernelMatchesExact(overwatchKernel, c, exactOverwatch(c), 1_000, 1040);
    }
  });
});
