import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of un-jamming a weapon: whether it works within the actions given, and after how many failures. */
export const unJamQuantities = defineQuantities({
  outcomes: { unjammed: 'Un-jammed within the actions', still_jammed: 'Still jammed' },
  distributions: { failed_actions: 'Failed actions (all of them when still jammed)' },
});

export type UnJamOutcome = OutcomeName<typeof unJamQuantities>;
export type UnJamDistribution = DistributionName<typeof unJamQuantities>;
