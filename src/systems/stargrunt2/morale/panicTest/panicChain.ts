import { ROUTED } from '../../data/confidenceLevels.js';
import { reactionTestDist } from '../../steps/reactionTestDist.js';

/** Probability left unresolved below which the chain stops. */
const CHAIN_TAIL = 1e-12;
const MAX_TURNS = 10_000;

interface PanicChainResult {
  /** P(removed in activation t), t from 1 (index 0 unused). */
  removedAt: number[];
  /** P(the unit ends at each confidence level), given that it panicked; the < 1e-12 left stays where it is. */
  levelAfter: number[];
  /** P(still panicked after `cap` activations) (< 1e-12). */
  remaining: number;
  cap: number;
}

/**
 * The Markov chain of a panicked unit (PANIC): each activation the leader spends both actions on a reaction
 * test — the quality die exceeding `needed` (LV + the removal threat level, 0 in the book) removes the marker; a failed roll of ONE also loses one
 * confidence level (never below RO). Iterated until P(still panicked) < 1e-12.
 * @example panicChain(8, 2, 1).removedAt[1] // 0.75
 */
export function panicChain(sides: number, needed: number, start: number): PanicChainResult {
  const remove = reactionTestDist(sides, needed).prob(1);
  const one = needed >= 1 ? 1 / sides : 0;
  let state = new Array<number>(ROUTED + 1).fill(0);
  state[start] = 1;
  const levelAfter = new Array<number>(ROUTED + 1).fill(0);
  const removedAt = [0];
  for (let turn = 1; turn <= MAX_TURNS; turn++) {
    const next = new Array<number>(ROUTED + 1).fill(0);
    let removed = 0;
    state.forEach((w, level) => {
      levelAfter[level] += w * remove;
      removed += w * remove;
      next[Math.min(ROUTED, level + 1)] += w * one;
      next[level] += w * (1 - remove - one);
    });
    removedAt.push(removed);
    state = next;
    const left = state.reduce((a, b) => a + b, 0);
    if (left < CHAIN_TAIL) {
      state.forEach((w, level) => (levelAfter[level] += w));
      return { removedAt, levelAfter, remaining: left, cap: turn };
    }
  }
  throw new Error('panic chain did not converge');
}
