import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of the Initiative Phase: who wins, and each side's Command Points (the winner's MoS, the loser's 1). */
export const initiativeQuantities = defineQuantities({
  outcomes: { a_wins: 'Side A wins the initiative', b_wins: 'Side B wins the initiative' },
  distributions: {
    a_command_points: 'Side A Command Points',
    b_command_points: 'Side B Command Points',
    winner_command_points: "The winner's Command Points (MoS)",
  },
});

export type InitiativeOutcome = OutcomeName<typeof initiativeQuantities>;
export type InitiativeDistribution = DistributionName<typeof initiativeQuantities>;
