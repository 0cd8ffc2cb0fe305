import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { exactScoutRollOff } from './exactScoutRollOff.js';
import { MOST_TIES, type ScoutRollOffCell } from './ScoutRollOffCell.js';
import scoutRollOffDefinition from './scoutRollOffDefinition.js';
import scoutRollOffKernel from './scoutRollOffKernel.js';

const cell = (rules: Record<string, unknown> = {}): ScoutRollOffCell =>
  cellOf(scoutRollOffDefinition, { system: 'guns-n-grenades', resolve: 'scout-roll-off', rules });

/** One roll-off, the 36 pairs counted one by one: [first higher, second higher, tie]. */
function onePair(): [number, number, number] {
  const counts: [number, number, number] = [0, 0, 0];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) counts[a > b ? 0 : a < b ? 1 : 2]++;
  return counts;
}

describe('scout-roll-off (Quick Reference Sheet, Scout)', () => {
  it('against the 36 pairs counted by hand: 15 each way, 6 ties; ties rolled again give ½ each after k ties with (1/6)^k · 5/6', () => {
    expect(onePair()).toEqual([15, 15, 6]);
    const exact = exactScoutRollOff(cell());
    expect(exact.outcomes).toEqual({ first_player: 0.5, second_player: 0.5, nobody: 0 });
    [0, 1, 2, 3].forEach((k) => expect(exact.distributions.ties[k]).toBeCloseTo((6 / 36) ** k * (30 / 36), 15));
    expect(exact.distributions.ties[MOST_TIES]).toBeCloseTo((1 / 6) ** MOST_TIES, 15);
    const once = exactScoutRollOff(cell({ ties: 'nobody-first' }));
    expect(once.outcomes.nobody).toBeCloseTo(6 / 36, 15);
    expect(once.outcomes.first_player).toBeCloseTo(15 / 36, 15);
  });

  it('Monte Carlo lands within 4.5 standard errors of exact, under both readings of a tie', () => {
    for (const [i, c] of [cell(), cell({ ties: 'nobody-first' })].entries())
      expectKernelMatchesExact(scoutRollOffKernel, c, exactScoutRollOff(c), 200_000, 1900 + i);
  });
});
