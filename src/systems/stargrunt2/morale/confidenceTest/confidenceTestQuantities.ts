import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';
import { CONFIDENCE_AFTER_LABEL } from '../confidenceAfter.js';

/** Result names of a confidence test: its outcome, and the unit's confidence level afterwards. */
export const confidenceTestQuantities = defineQuantities({
  outcomes: { pass: 'Passed', drop_1: 'Dropped one level', drop_2: 'Dropped two levels', no_test: 'No test required' },
  distributions: { confidence_after: CONFIDENCE_AFTER_LABEL },
});

export type ConfidenceTestOutcome = OutcomeName<typeof confidenceTestQuantities>;
export type ConfidenceTestDistribution = DistributionName<typeof confidenceTestQuantities>;
