import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/**
 * Result names of medical aid: whether anyone dies, and how many casualties end in each result, in the order of
 * the result codes (0 dead, 1 stabilised, 2 back in action, 3 suit disabled).
 */
export const medicalAidQuantities = defineQuantities({
  outcomes: { no_deaths: 'Nobody dies', some_deaths: 'Someone dies' },
  distributions: {
    dead: 'Dead',
    stabilised: 'Stabilised',
    back_in_action: 'Back in action',
    suit_disabled: 'Suit disabled',
  },
});

export type MedicalAidOutcome = OutcomeName<typeof medicalAidQuantities>;
export type MedicalAidDistribution = DistributionName<typeof medicalAidQuantities>;
