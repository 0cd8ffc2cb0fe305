import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of a duel: who wins, in how many turns, and the points of the enemy unit each side destroys. */
export const duelQuantities = defineQuantities({
  outcomes: { attacker_wins: 'Attacker wins', defender_wins: 'Defender wins', draw: 'Draw (max turns passed)' },
  distributions: {
    turns: 'Turns played',
    attacker_points_destroyed: 'Points destroyed by the attacker',
    defender_points_destroyed: 'Points destroyed by the defender',
  },
});

export type DuelOutcome = OutcomeName<typeof duelQuantities>;
export type DuelDistribution = DistributionName<typeof duelQuantities>;
