import type { NamedQuantity } from '../../../../core/Quantities.js';

/**
 * Names and labels of the crew distributions of a shot at a point target (crew_bailed_out: 0 stayed aboard,
 * 1 forced out by a failed test), present only in cells with a `target.crew` (see pointTargetLayout).
 */
export const CREW_DISTRIBUTION_INFO: Array<NamedQuantity<'crew_bailed_out' | 'crew_confidence_after'>> = [
  { name: 'crew_bailed_out', label: 'Crew bailed out' },
  { name: 'crew_confidence_after', label: 'Crew confidence (0 CO … 4 RO)' },
];
