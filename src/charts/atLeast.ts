import { chanceOfCount } from '../core/DerivedOutcome.js';
import type { CellResult } from '../results/ResultsDocument.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';

/**
 * Whether a resolution's casualty distributions count figures, so that a chart reads best as "the chance of at least
 * k" (k = 1, 2, …): the common "none" would otherwise dwarf every bar that matters. Levels and turns
 * (confidence after, turns to clear) keep their plain distribution.
 * @example countsFigures({ valueUnit: 'figures' } as ResolutionInfo) // true
 */
export function countsFigures(info: ResolutionInfo): boolean {
  return info.valueUnit === 'figures';
}

/**
 * P(value ≥ k) of distribution `name` in `cell`.
 * @example atLeast({ distributions: { dead: { '0': 0.5, '1': 0.3, '2': 0.2 } } } as any, 'dead', 1) // 0.5
 */
export function atLeast(cell: CellResult, name: string, k: number): number {
  return Math.min(1, chanceOfCount(cell.distributions[name] ?? {}, '>=', k));
}
