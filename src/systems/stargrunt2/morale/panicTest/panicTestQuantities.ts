import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';
import { CONFIDENCE_AFTER_LABEL } from '../confidenceAfter.js';

/** Result names of a panic test: the test, then how long the unit stays panicked and the confidence it loses. */
export const panicTestQuantities = defineQuantities({
  outcomes: { no_test: 'No test (not at risk)', pass: 'Passed', panicked: 'Panicked' },
  distributions: {
    turns_panicked: 'Activations panicked',
    confidence_lost: 'Confidence levels lost',
    confidence_after: CONFIDENCE_AFTER_LABEL,
  },
});

export type PanicTestOutcome = OutcomeName<typeof panicTestQuantities>;
export type PanicTestDistribution = DistributionName<typeof panicTestQuantities>;
