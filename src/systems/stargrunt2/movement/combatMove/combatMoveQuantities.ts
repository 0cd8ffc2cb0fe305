import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of a combat move toward a stated destination: which action got there, and the movement rolled. */
export const combatMoveQuantities = defineQuantities({
  outcomes: {
    first_action: 'Reached with the first action',
    second_action: 'Reached with the second action',
    short: 'Caught short of the destination',
  },
  distributions: { movement: 'Movement rolled (inches, 2 × each die)' },
});

export type CombatMoveOutcome = OutcomeName<typeof combatMoveQuantities>;
export type CombatMoveDistribution = DistributionName<typeof combatMoveQuantities>;
