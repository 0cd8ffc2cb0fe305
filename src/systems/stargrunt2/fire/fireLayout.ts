import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { FireCell } from './FireCell.js';
import { type FireDistribution, type FireOutcome, fireQuantities } from './fireQuantities.js';
import { firerDiceTop } from './firerDice.js';

/** The most potential hits a cell can score: every firer die at its top face, plus the left-over hit. */
export function maxPotentialHits(cell: FireCell): number {
  if (cell.rangeDie === 0) return 0;
  const top = firerDiceTop(cell);
  return Math.floor(top / cell.divisor) + 1;
}

/**
 * Counter layout of fire at infantry: the three outcomes, then histograms of potential hits,
 * wound and kill results (0..max potential hits), dead and wounded figures and both together (0..figures).
 * @example fireLayout(cell).distributions.map((d) => d.name) // ['potential_hits', 'wound_results', 'kill_results', 'dead', 'wounded', 'casualties']
 */
export function fireLayout(cell: FireCell): CounterLayout<FireOutcome, FireDistribution> {
  const hits = maxPotentialHits(cell) + 1;
  const figures = cell.figures + 1;
  return fireQuantities.layout({
    potential_hits: hits,
    wound_results: hits,
    kill_results: hits,
    dead: figures,
    wounded: figures,
    casualties: figures,
  });
}
