import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of an independent figure's confidence test: its marker, how the panic ends, how long it is marked. */
export const independentFigureQuantities = defineQuantities({
  outcomes: {
    no_test: 'No test required',
    pass: 'Passed',
    suppressed: 'Suppressed',
    panic_removed: 'Panicked, then recovered',
    nerve_failed: 'Panicked, nerve failed (removed from play)',
  },
  distributions: { activations_marked: 'Activations under the marker' },
});

export type IndependentFigureOutcome = OutcomeName<typeof independentFigureQuantities>;
export type IndependentFigureDistribution = DistributionName<typeof independentFigureQuantities>;
