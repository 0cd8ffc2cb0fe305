import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { LARGE_BUFFER_SIZE, UniformDraws } from '../../../../dice/uniformDraws.js';
import { confidenceTest } from '../../steps/confidenceTest.js';
import { panicRemoval } from '../../steps/panicRemoval.js';
import { suppressionRemoval } from '../../steps/suppressionRemoval.js';
import type { IndependentFigureCell } from './IndependentFigureCell.js';
import {
  type IndependentFigureDistribution,
  type IndependentFigureOutcome,
  independentFigureQuantities,
} from './independentFigureQuantities.js';

interface Plan {
  sides: number;
  needed: number;
  removalNeeded: number;
  halfOrLess: boolean;
  panicRolls: number;
  cap: number;
  /** A marked figure draws an unbounded number of uniforms, one at a time. */
  draws: UniformDraws;
}

/**
 * Counter layout: no_test, pass, suppressed, panic_removed, nerve_failed, then activations_marked (0..cap).
 * @example independentFigureLayout({ ...cell, cap: 20 }).distributions[0] // { name: 'activations_marked', size: 21 }
 */
function independentFigureLayout(
  cell: IndependentFigureCell,
): CounterLayout<IndependentFigureOutcome, IndependentFigureDistribution> {
  return independentFigureQuantities.layout({ activations_marked: cell.cap + 1 });
}

/**
 * The Monte Carlo kernel of REACTION OF INDEPENDENT FIGURES: the confidence test, then removal rolls (the
 * suppression removal step, or the panic removal step whose ONE breaks the figure) until the marker ends.
 */
function createIndependentFigureKernel(cell: IndependentFigureCell): Kernel {
  const plan: Plan = {
    sides: cell.sides | 0,
    needed: cell.needed | 0,
    removalNeeded: cell.removalNeeded | 0,
    halfOrLess: cell.halfOrLess,
    panicRolls: cell.panicRollsPerActivation | 0,
    cap: cell.cap | 0,
    draws: new UniformDraws(LARGE_BUFFER_SIZE),
  };
  return { run: (state, trials, c) => runIndependentFigures(plan, state, trials, c) };
}

/** The kernel module of `resolve: independent-figure-reaction`. */
export default defineKernel({ layout: independentFigureLayout, create: createIndependentFigureKernel });

function runIndependentFigures(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { sides, needed, removalNeeded, halfOrLess, panicRolls, cap, draws } = plan;
  const oMarked = 5;
  if (needed < 0) {
    c[0] += trials;
    c[oMarked] += trials;
    return;
  }
  const u = draws.values;
  draws.start(state);
  for (let t = 0; t < trials; t++) {
    const drop = confidenceTest(sides, needed, halfOrLess, u, draws.take());
    if (drop === 0) {
      c[1]++;
      c[oMarked]++;
      continue;
    }
    let rolls = 0;
    let outcome = 2; // suppressed
    if (drop === 1) {
      do {
        rolls++;
      } while (suppressionRemoval(sides, removalNeeded, u, draws.take()) === 0);
    } else {
      let removal = 1;
      while (removal === 1) {
        removal = panicRemoval(sides, removalNeeded, u, draws.take());
        rolls++;
      }
      outcome = removal === 0 ? 3 : 4;
    }
    // Suppression rolls come two to an activation; panic rolls two or one (the whole-activation variant).
    const activations = drop === 1 ? (rolls + 1) >> 1 : panicRolls === 2 ? (rolls + 1) >> 1 : rolls;
    c[outcome]++;
    c[oMarked + (activations > cap ? cap : activations)]++;
  }
}
