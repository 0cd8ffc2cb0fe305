import type { CounterLayout } from '../../../LegacyKernel.js';
import type { PointTargetCell } from './PointTargetCell.js';

/** What happened to the point target, in the kernel's outcome order. */
export const POINT_TARGET_OUTCOMES = ['miss', 'no_damage', 'immobilised', 'systems', 'disabled', 'destroyed'] as const;
export const OUTCOME = { miss: 0, noDamage: 1, immobilised: 2, systems: 3, disabled: 4, destroyed: 5 } as const;
export const POINT_TARGET_DISTRIBUTIONS = ['hit', 'dead', 'wounded'] as const;
/** Distributions added after those when the cell has a crew (`target.crew`). */
export const CREW_DISTRIBUTIONS = ['crew_bailed_out', 'crew_confidence_after'] as const;

/**
 * Counter layout of a shot at a point target: the six outcomes, then histograms of the hit grade
 * (0 failed, 1 minor, 2 major), occupants dead and occupants wounded (0..occupants); with a crew,
 * `crew_bailed_out` (0 stayed aboard, 1 bailed out) and `crew_confidence_after` (0 CO … 4 RO).
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
      ...(cell.crew ? [{ name: 'crew_bailed_out', size: 2 }, { name: 'crew_confidence_after', size: 5 }] : []),
    ],
  };
}
