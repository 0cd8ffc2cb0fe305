import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/**
 * Result names of a bare opposed test: "If a Player's die roll is greater than his opponent's, the test
 * succeeds ... Draws are won by the defender." A fumbled attack loses; a fumbled defense loses to any attack
 * that did not fumble, with MoS = the attack's total (interpretation 2 of docs/rules/silhouette.md).
 */
export const opposedRollQuantities = defineQuantities({
  outcomes: { attacker_wins: 'Attacker wins', defender_wins: 'Defender wins (draws, attacker fumbles)' },
  distributions: { margin_of_success: 'Margin of Success' },
});

export type OpposedRollOutcome = OutcomeName<typeof opposedRollQuantities>;
export type OpposedRollDistribution = DistributionName<typeof opposedRollQuantities>;
