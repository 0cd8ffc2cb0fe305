import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { type BombRunCell, maxImpact } from './BombRunCell.js';
import { type BombRunDistribution, type BombRunOutcome, bombRunQuantities } from './bombRunQuantities.js';

/**
 * Counter layout: missed, suppressed_only, casualties, then bursts (0 … bombs), dead and wounded (0 … figures) and
 * farthest_impact (0 … 6 × bombs for a stick).
 * @example bombRunLayout(cell).distributions[3] // { name: 'farthest_impact', size: 25 } for a stick of four
 */
export function bombRunLayout(cell: BombRunCell): CounterLayout<BombRunOutcome, BombRunDistribution> {
  return bombRunQuantities.layout({
    bursts: cell.bombs + 1,
    dead: cell.figures + 1,
    wounded: cell.figures + 1,
    farthest_impact: maxImpact(cell) + 1,
  });
}
