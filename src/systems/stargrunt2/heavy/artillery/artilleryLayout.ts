import type { CounterLayout } from '../../../../sim/Kernel.js';
import { maxDeviation, type ArtilleryCell } from './ArtilleryCell.js';

export const ARTILLERY_OUTCOMES = ['no_effect', 'suppressed_only', 'effective'] as const;
export const ARTILLERY_DISTRIBUTIONS = ['dead', 'wounded', 'in_burst', 'rounds_on_aim', 'deviation'] as const;

/**
 * Counter layout of a fire mission: the three outcomes, then histograms of dead, wounded and caught
 * figures (0..figures), rounds landing within a burst radius of the aim point (0..rounds) and the first
 * round's deviation in inches (0..maxDeviation).
 * @example artilleryLayout(cell).distributions.map((d) => d.name) // ['dead', 'wounded', 'in_burst', 'rounds_on_aim', 'deviation']
 */
export function artilleryLayout(cell: ArtilleryCell): CounterLayout {
  const figures = cell.xs.length + 1;
  return {
    outcomes: [...ARTILLERY_OUTCOMES],
    distributions: [
      { name: 'dead', size: figures },
      { name: 'wounded', size: figures },
      { name: 'in_burst', size: figures },
      { name: 'rounds_on_aim', size: cell.rounds + 1 },
      { name: 'deviation', size: maxDeviation(cell) + 1 },
    ],
  };
}
