import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { plainTotals } from '../../../../testing/systems/silhouette/plainTotals.js';
import { exactInitiative } from './exactInitiative.js';
import type { InitiativeCell } from './InitiativeCell.js';
import initiativeDefinition from './initiativeDefinition.js';
import initiativeKernel from './initiativeKernel.js';

const cell = (input: Record<string, unknown>): InitiativeCell =>
  cellOf(initiativeDefinition, { system: 'silhouette', resolve: 'initiative', ...input });

/** An independent plain enumeration of one roll-off, draws removed and the rest scaled up. */
function bruteForce(c: InitiativeCell, sixBonus = 1): { aWins: number; winner: number[] } {
  let aWins = 0;
  let decided = 0;
  const winner = new Array<number>(20).fill(0);
  for (const [a, pa] of plainTotals(c.diceA, c.modifierA, c.fumbles, sixBonus)) {
    for (const [b, pb] of plainTotals(c.diceB, c.modifierB, c.fumbles, sixBonus)) {
      if (a === b) continue;
      const p = pa * pb;
      decided += p;
      const aAhead = a > b;
      if (aAhead) aWins += p;
      const margin = a < 0 ? b : b < 0 ? a : Math.abs(a - b);
      winner[margin] += p;
    }
  }
  return { aWins: aWins / decided, winner: winner.map((p) => p / decided) };
}

const CASES: Record<string, Record<string, unknown>> = {
  'two dice a side, as the rules say': {},
  'a house rule: side A rolls three dice': { side_a: { dice: 3 } },
  'side B +1, fumbles as ordinary 1s': { side_b: { modifier: 1 }, rules: { fumble: 'none' } },
  'house rule: each extra 6 worth 3, side A rolls three dice': { side_a: { dice: 3 }, rules: { 'extra-six': 3 } },
};

describe('silhouette initiative (Step Two, Initiative Phase)', () => {
  Object.entries(CASES).forEach(([name, input], i) => {
    it(`${name}: exact against a plain enumeration, Monte Carlo against exact`, () => {
      const c = cell(input);
      const exact = exactInitiative(c);
      const brute = bruteForce(c, (input.rules as Record<string, number> | undefined)?.['extra-six']);
      expect(exact.outcomes.a_wins).toBeCloseTo(brute.aWins, 12);
      brute.winner.forEach((p, m) =>
        expect(exact.distributions.winner_command_points[m] ?? 0, `MoS ${m}`).toBeCloseTo(p, 12),
      );
      expectKernelMatchesExact(initiativeKernel, c, exact, 200_000, 1070 + i);
    });
  });

  it('is even between equal sides, and the loser always gets one Command Point', () => {
    const exact = exactInitiative(cell({}));
    expect(exact.outcomes.a_wins).toBeCloseTo(0.5, 14);
    // A's points are 1 whenever B wins, and A's MoS otherwise: P(A has 1) = 1/2 + P(A wins by 1).
    expect(exact.distributions.a_command_points[1]).toBeCloseTo(
      0.5 + exact.distributions.winner_command_points[1] / 2,
      14,
    );
    expect(exact.distributions.winner_command_points[0]).toBe(0);
  });
});
