import { reactionTestDist } from '../../steps/reactionTestDist.js';
import type { SuppressionRemovalCell } from './SuppressionRemovalCell.js';

/** Probability left unresolved below which the chain stops (design: truncate only where < 1e-12 remains). */
const CHAIN_TAIL = 1e-12;
/** A hard stop for the iteration; never reached (the worst removal chance is 1/4 per action). */
const MAX_TURNS = 10_000;

interface SuppressionChainResult {
  /** P(done after the first action of the first activation). */
  doneAfterFirstAction: number;
  /** By activation t (index t, from 1): P(markers all gone), P(Reorganise done), P(both). */
  cleared: number[];
  reorganised: number[];
  done: number[];
  /** The first activation after which P(not done) < 1e-12. */
  cap: number;
}

/**
 * The Markov chain of SUPPRESSION OF INFANTRY UNITS over activations: state (markers left, Reorganise
 * pending); each activation the leader has two actions; in cover a pending Reorganise is the first action
 * (allowed while suppressed), otherwise each action is a removal roll (quality die > LV removes one marker)
 * until the markers are gone, then the Reorganise. Iterated until P(not done) < 1e-12.
 * @example suppressionChain({ sides: 8, needed: 2, markers: 1, reorganise: false, inCover: false, cap: 0 }).doneAfterFirstAction // 0.75
 */
export function suppressionChain(cell: Omit<SuppressionRemovalCell, 'cap'> & { cap?: number }): SuppressionChainResult {
  const p = reactionTestDist(cell.sides, cell.needed).prob(1); // one removal roll (suppressionRemoval)
  const width = cell.markers + 1;
  // state index: markers + width × pending (pending 0/1)
  let state: Float64Array = new Float64Array(2 * width);
  state[cell.markers + (cell.reorganise ? width : 0)] = 1;
  const result: SuppressionChainResult = { doneAfterFirstAction: 0, cleared: [0], reorganised: [0], done: [0], cap: 0 };
  for (let turn = 1; turn <= MAX_TURNS; turn++) {
    for (let action = 0; action < 2; action++) {
      state = oneAction(state, width, p, cell.inCover);
      if (turn === 1 && action === 0) result.doneAfterFirstAction = state[0];
    }
    let cleared = 0;
    let reorganised = 0;
    for (let pending = 0; pending < 2; pending++) {
      cleared += state[pending * width];
      if (pending === 0) for (let m = 0; m < width; m++) reorganised += state[m];
    }
    result.cleared.push(cleared);
    result.reorganised.push(reorganised);
    result.done.push(state[0]);
    if (1 - state[0] < CHAIN_TAIL) {
      result.cap = turn;
      return result;
    }
  }
  throw new Error('suppression chain did not converge');
}

function oneAction(state: Float64Array, width: number, p: number, inCover: boolean): Float64Array {
  const next = new Float64Array(state.length);
  for (let pending = 0; pending < 2; pending++) {
    for (let m = 0; m < width; m++) {
      const w = state[m + pending * width];
      if (w === 0) continue;
      if (pending === 1 && (inCover || m === 0))
        next[m] += w; // the Reorganise action
      else if (m > 0) {
        next[m - 1 + pending * width] += w * p;
        next[m + pending * width] += w * (1 - p);
      } else next[m] += w; // done: the action is free
    }
  }
  return next;
}
