import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/**
 * Result names of a ranged attack: the target's state after the round (in the order of its states, 0 unhurt
 * … 3 dead, the first being "miss"), or a jam with no hit; and the hits scored.
 */
export const rangedAttackQuantities = defineQuantities({
  outcomes: {
    miss: 'Miss',
    wounded: 'Wounded',
    incapacitated: 'Incapacitated',
    dead: 'Dead',
    jammed: 'Jammed, no hit',
  },
  distributions: { hits: 'Hits' },
});

export type RangedAttackOutcome = OutcomeName<typeof rangedAttackQuantities>;
export type RangedAttackDistribution = DistributionName<typeof rangedAttackQuantities>;
