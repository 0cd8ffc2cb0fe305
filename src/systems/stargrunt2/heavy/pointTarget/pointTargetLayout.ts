import type { CounterLayout } from '../../../../sim/Kernel.js';
import type { PointTargetCell } from './PointTargetCell.js';

/** What happened to the point target, in the kernel's outcome order. */
export const POINT_TARGET_OUTCOMES = ['miss', 'no_damage', 'immobilised', 'systems', 'disabled', 'destroyed'] as const;
export const OUTCOME = { miss: 0, noDamage: 1, immobilised: 2, systems: 3, disabled: 4, destroyed: 5 } as const;
export const POINT_TARGET_DISTRIBUTIONS = ['hit', 'dead', 'wounded'] as const;

/**
 * Counter layout of a shot at a point target: the six outcomes, then histograms of the hit grade
 * (0 failed, 1 minor, 2 major), occupants dead and occupants wounded (0..occupants).
 * @example pointTargetLayout(cell).outcomes[0] // 'miss'
 */
export function pointTargetLayout(cell: PointTargetCell): CounterLayout {
  const occupants = cell.occupants.length + 1;
  return {
    outcomes: [...POINT_TARGET_OUTCOMES],
    distributions: [
      { name: 'hit', size: 3 },
      { name: 'dead', size: occupants },
      { name: 'wounded', size: occupants },
    ],
  };
}
