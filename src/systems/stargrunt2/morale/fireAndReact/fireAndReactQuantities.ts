import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';
import { CONFIDENCE_AFTER_LABEL } from '../confidenceAfter.js';

/** Result names of fire-and-react: the confidence test the fire triggers, then what the volley left behind. */
export const fireAndReactQuantities = defineQuantities({
  outcomes: {
    no_test: 'No confidence test',
    pass: 'Test passed',
    drop_1: 'Dropped one level',
    drop_2: 'Dropped two levels',
  },
  distributions: {
    confidence_after: CONFIDENCE_AFTER_LABEL,
    suppression_markers: 'Suppression markers',
    dead: 'Dead',
    wounded: 'Wounded',
    panicked: 'Panicked (1)',
  },
});

export type FireAndReactOutcome = OutcomeName<typeof fireAndReactQuantities>;
export type FireAndReactDistribution = DistributionName<typeof fireAndReactQuantities>;
