import type { NamedQuantity } from '../../../../core/Quantities.js';
import { type PointTargetDistribution, pointTargetQuantities } from './pointTargetQuantities.js';

/** The distributions of a shot at a point target that only cells with a `target.crew` have (see pointTargetLayout). */
export const CREW_DISTRIBUTIONS: readonly PointTargetDistribution[] = ['crew_bailed_out', 'crew_confidence_after'];

/**
 * Names and labels of the crew distributions, as the point-target quantities give them (the `crew` chart draws
 * these).
 * @example CREW_DISTRIBUTION_INFO.map((d) => d.name) // ['crew_bailed_out', 'crew_confidence_after']
 */
export const CREW_DISTRIBUTION_INFO: Array<NamedQuantity<PointTargetDistribution>> =
  pointTargetQuantities.distributions.filter((d) => CREW_DISTRIBUTIONS.includes(d.name));
