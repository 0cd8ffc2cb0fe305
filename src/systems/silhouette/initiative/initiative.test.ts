import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { exactInitiative } from './exactInitiative.js';
import type { InitiativeCell } from './InitiativeCell.js';
import initiativeDefinition from './initiativeDefinition.js';
import initiativeKernel from './initiativeKernel.js';

const cell = (input: Record<string, unknown>): InitiativeCell => cellOf(initiativeDefinition, { system: 'silhouette', resolve: 'initiative', ...input });

/** Every face of every die, by plain loops: [total or −1 for a fumble, probability]. */
function totals(dice: number, modifier: number, fumbles: boolean): Array<[number, number]> {
  const out = new Map<number, number>();
  const faces = Array.from({ length: dice }, () => 1);
  for (let n = 0; n < 6 ** dice; n++) {
    let x = n;
    for (let i = 0; i < dice; i++) {
      faces[i] = (x % 6) + 1;
      x = Math.floor(x / 6);
    }
    const high = Math.max(...faces);
    const sixes = faces.filter((f) => f === 6).length;
    const total = fumbles && high === 1 ? -1 : Math.max(0, (sixes > 1 ? 6 + sixes - 1 : high) + modifier);
    out.set(total, (out.get(total) ?? 0) + 1 / 6 ** dice);
  }
  return [...out];
}

/** An independent plain enumeration of one roll-off, draws removed and the rest scaled up. */
function bruteForce(c: InitiativeCell): { aWins: number; winner: number[] } {
  let aWins = 0;
  let decided = 0;
  const winner = new Array<number>(20).fill(0);
  for (const [a, pa] of totals(c.diceA, c.modifierA, c.fumbles)) {
    for (const [b, pb] of totals(c.diceB, c.modifierB, c.fumbles)) {
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
};

describe('silhouette initiative (Step Two, Initiative Phase)', () => {
  Object.entries(CASES).forEach(([name, input], i) => {
    it(`${name}: exact against a plain enumeration, Monte Carlo against exact`, () => {
      const c = cell(input);
      const exact = exactInitiative(c);
      const brute = bruteForce(c);
      expect(exact.outcomes.a_wins).toBeCloseTo(brute.aWins, 12);
      brute.winner.forEach((p, m) => expect(exact.distributions.winner_command_points[m] ?? 0, `MoS ${m}`).toBeCloseTo(p, 12));
      expectKernelMatchesExact(initiativeKernel, c, exact, 200_000, 1070 + i);
    });
  });

  it('is even between equal sides, and the loser always gets one Command Point', () => {
    const exact = exactInitiative(cell({}));
    expect(exact.outcomes.a_wins).toBeCloseTo(0.5, 14);
    // A's points are 1 whenever B wins, and A's MoS otherwise: P(A has 1) = 1/2 + P(A wins by 1).
    expect(exact.distributions.a_command_points[1]).toBeCloseTo(0.5 + exact.distributions.winner_command_points[1] / 2, 14);
    expect(exact.distributions.winner_command_points[0]).toBe(0);
  });
});
