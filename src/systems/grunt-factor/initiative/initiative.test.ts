import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { exactInitiative } from './exactInitiative.js';
import type { InitiativeCell } from './InitiativeCell.js';
import initiativeDefinition from './initiativeDefinition.js';
import initiativeKernel from './initiativeKernel.js';

const cell = (input: Record<string, unknown>): InitiativeCell =>
  cellOf(initiativeDefinition, { system: 'grunt-factor', resolve: 'initiative', ...input });

/** An independent plain calculation: the distribution of A's total minus B's, then the roll-offs summed one by one. */
function bruteForce(c: InitiativeCell): { aChooses: number; firstRollDecides: number } {
  const difference = new Map<number, number>();
  for (let x = 1; x <= c.die; x++)
    for (let y = 1; y <= c.die; y++) {
      const d = x + c.ldA - (y + c.ldB);
      difference.set(d, (difference.get(d) ?? 0) + 1 / (c.die * c.die));
    }
  let ahead = 0;
  for (const [d, p] of difference) if (d > 0) ahead += p;
  const tie = difference.get(0) ?? 0;
  let aChooses = 0;
  for (let k = 0; k < 400; k++) aChooses += tie ** k * ahead;
  return { aChooses, firstRollDecides: 1 - tie };
}

const CASES: Record<string, Record<string, unknown>> = {
  'two regular armies with COs (LD 10 each)': {},
  'an elite army with a CO (LD 14) against green troops without one (LD 8)': {
    army_a: { grade: 'elite' },
    army_b: { grade: 'green', co: false },
  },
  'LD given, d6 (ties often)': { army_a: { ld: 9 }, army_b: { ld: 10 }, rules: { 'initiative-die': 'd6' } },
  'rules.co-ld-bonus 3: a regular CO (LD 12) against a veteran without one (LD 10)': {
    rules: { 'co-ld-bonus': 3 },
    army_b: { grade: 'veteran', co: false },
  },
};

describe('initiative (Turn sequence, step 1)', () => {
  Object.entries(CASES).forEach(([name, input], i) => {
    it(`${name}: exact against a plain calculation, Monte Carlo against exact`, () => {
      const c = cell(input);
      const exact = exactInitiative(c);
      const brute = bruteForce(c);
      expect(exact.outcomes.a_chooses).toBeCloseTo(brute.aChooses, 12);
      expect(exact.distributions.roll_offs[1]).toBeCloseTo(brute.firstRollDecides, 12);
      expectKernelMatchesExact(initiativeKernel, c, exact, 200_000, 990 + i);
    });
  });

  it('matches hand-worked cases: equal LDs give 1/2; LD 13 against 9 on a d20, 264 of the 384 untied pairs', () => {
    expect(exactInitiative(cell({})).outcomes.a_chooses).toBe(0.5);
    expect(exactInitiative(cell({ army_a: { ld: 13 }, army_b: { ld: 9 } })).outcomes.a_chooses).toBeCloseTo(
      264 / 384,
      14,
    );
  });

  it("reads the highest LD from the grade with the CO's +1 (Basic soldiers)", () => {
    expect(cell({ army_a: { grade: 'elite' }, army_b: { grade: 'green', co: false } })).toEqual({
      ldA: 14,
      ldB: 8,
      die: 20,
    });
    expect(cell({ rules: { 'co-ld-bonus': 3 }, army_b: { grade: 'veteran', co: false } })).toEqual({
      ldA: 12,
      ldB: 10,
      die: 20,
    });
  });
});
