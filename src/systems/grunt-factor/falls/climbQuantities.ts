import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of a climb: at the top, or fallen (unhurt or a casualty), and the actions it took. */
export const climbQuantities = defineQuantities({
  outcomes: { reached_top: 'Reached the top', fell_unhurt: 'Fell, unhurt', fell_casualty: 'Fell, casualty' },
  distributions: { actions_spent: 'Actions spent' },
});

export type ClimbOutcome = OutcomeName<typeof climbQuantities>;
export type ClimbDistribution = DistributionName<typeof climbQuantities>;
