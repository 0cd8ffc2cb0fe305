import { ROUTED } from '../data/confidenceLevels.js';

/** The label of every `confidence_after` distribution: the unit's level afterwards, 0 CO … 4 RO. */
export const CONFIDENCE_AFTER_LABEL = 'Confidence (0 CO … 4 RO)';

/** Values of a `confidence_after` histogram: the five levels, 0 (CO) to 4 (RO). */
export const CONFIDENCE_LEVEL_COUNT = ROUTED + 1;
