import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of a jump: unhurt or a casualty, and how many of its damage saves failed. */
export const jumpQuantities = defineQuantities({
  outcomes: { unhurt: 'Unhurt', casualty: 'Casualty' },
  distributions: { saves_failed: 'Saves failed' },
});

export type JumpOutcome = OutcomeName<typeof jumpQuantities>;
export type JumpDistribution = DistributionName<typeof jumpQuantities>;
