import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/**
 * Result names of observing an inverted counter (SPOTTING HIDDEN UNITS): the best the observer achieved within his
 * attempts, and how many OBSERVE actions it took. Shared by `spotting` and `drone`.
 */
export const counterOutcomes = {
  nothing: 'Nothing: still inverted, unidentified',
  not_a_unit: 'Still inverted, known not to be a unit',
  flipped: 'Counter flipped: a unit is there',
  revealed: 'Revealed (figures placed, dummy removed, mine face-up)',
} as const;

export const spottingQuantities = defineQuantities({
  outcomes: counterOutcomes,
  distributions: { attempts_used: 'OBSERVE actions spent' },
});

export type SpottingOutcome = OutcomeName<typeof spottingQuantities>;
export type SpottingDistribution = DistributionName<typeof spottingQuantities>;
