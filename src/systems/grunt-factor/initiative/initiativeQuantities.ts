import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of the initiative roll: which player chooses who starts, and how many roll-offs it took. */
export const initiativeQuantities = defineQuantities({
  outcomes: { a_chooses: 'Army A chooses who starts', b_chooses: 'Army B chooses who starts' },
  distributions: { roll_offs: 'Roll-offs (ties rolled again)' },
});

export type InitiativeOutcome = OutcomeName<typeof initiativeQuantities>;
export type InitiativeDistribution = DistributionName<typeof initiativeQuantities>;
