import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of one close-combat pair fought to a result: who won, after how many rounds. */
export const closeCombatPairQuantities = defineQuantities({
  outcomes: { attacker_wins: 'Attacker wins', defender_wins: 'Defender wins' },
  distributions: { rounds: 'Rounds fought (10 = ten or more)' },
});

export type CloseCombatPairOutcome = OutcomeName<typeof closeCombatPairQuantities>;
export type CloseCombatPairDistribution = DistributionName<typeof closeCombatPairQuantities>;
