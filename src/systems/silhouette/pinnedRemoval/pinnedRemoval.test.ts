import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { plainPassChance } from '../../../../testing/systems/silhouette/plainTotals.js';
import { exactPinnedRemoval } from './exactPinnedRemoval.js';
import type { PinnedRemovalCell } from './PinnedRemovalCell.js';
import pinnedRemovalDefinition from './pinnedRemovalDefinition.js';
import pinnedRemovalKernel from './pinnedRemovalKernel.js';

const cell = (input: Record<string, unknown>): PinnedRemovalCell =>
  cellOf(pinnedRemovalDefinition, { system: 'silhouette', resolve: 'pinned-removal', ...input });

/**
 * One test's chance to pass with k counters, every face of every die by plain loops, in the rules' words: −1 a counter
 * against Threshold 4, or the scenario's rules.modifier-per-counter, rules.pinned-threshold and rules.extra-six.
 */
const passChance = (c: PinnedRemovalCell, k: number, rules: Record<string, number> = {}): number =>
  plainPassChance(
    c.dice,
    c.modifier + (rules['modifier-per-counter'] ?? -1) * k,
    c.fumbles,
    rules['pinned-threshold'] ?? 4,
    c.drawSucceeds,
    rules['extra-six'] ?? 1,
  );

/** An independent enumeration of the actions as a tree of pass / fail, with the counters left at each leaf. */
function bruteForce(c: PinnedRemovalCell, rules: Record<string, number> = {}): { left: number[]; actions: number[] } {
  const left = new Array<number>(c.counters + 1).fill(0);
  const actions = new Array<number>(c.maxActions + 1).fill(0);
  const visit = (k: number, a: number, p: number): void => {
    if (k === 0 || a === c.maxActions) {
      left[k] += p;
      actions[a] += p;
      return;
    }
    const q = passChance(c, k, rules);
    visit(k - 1, a + 1, p * q);
    visit(k, a + 1, p * (1 - q));
  };
  visit(c.counters, 0, 1);
  return { left, actions };
}

const CASES: Record<string, Record<string, unknown>> = {
  'one counter, Skill 2': {},
  'two counters (a trooper wounded), Skill 2, four actions': { counters: 2, max_actions: 4 },
  'house rules: two counters at −2 each against Threshold 3, each extra 6 worth 2, five actions': {
    counters: 2,
    max_actions: 5,
    rules: { 'pinned-threshold': 3, 'modifier-per-counter': -2, 'extra-six': 2 },
  },
  'three counters, Skill 3, +1, a draw succeeds, five actions': {
    counters: 3,
    skill: 3,
    modifier: 1,
    max_actions: 5,
    rules: { 'threshold-draw': 'succeeds' },
  },
};

describe('silhouette pinned-removal (Pinned!: removing the counters)', () => {
  Object.entries(CASES).forEach(([name, input], i) => {
    it(`${name}: exact against a plain enumeration, Monte Carlo against exact`, () => {
      const c = cell(input);
      const exact = exactPinnedRemoval(c);
      const brute = bruteForce(c, input.rules as Record<string, number> | undefined);
      brute.left.forEach((p, k) => expect(exact.distributions.counters_left[k], `left ${k}`).toBeCloseTo(p, 12));
      brute.actions.forEach((p, a) => expect(exact.distributions.actions_spent[a], `actions ${a}`).toBeCloseTo(p, 12));
      expectKernelMatchesExact(pinnedRemovalKernel, c, exact, 200_000, 1090 + i);
    });
  });

  it('matches a hand-worked case: one counter, Skill 2: a raw 6 or more beats 4 after the −1, 11 in 36', () => {
    expect(exactPinnedRemoval(cell({ max_actions: 1 })).outcomes.cleared).toBeCloseTo(11 / 36, 14);
  });

  it('reads rules.pinned-threshold and rules.modifier-per-counter: one counter at −2 against Threshold 3: a raw 6 or more, 11 in 36', () => {
    const c = cell({ max_actions: 1, rules: { 'pinned-threshold': 3, 'modifier-per-counter': -2 } });
    expect(exactPinnedRemoval(c).outcomes.cleared).toBeCloseTo(11 / 36, 14);
    // Against Threshold 2 at −1: a raw 4 or more, 1 − 9/36 = 27 in 36.
    expect(exactPinnedRemoval(cell({ max_actions: 1, rules: { 'pinned-threshold': 2 } })).outcomes.cleared).toBeCloseTo(
      27 / 36,
      14,
    );
  });
});
