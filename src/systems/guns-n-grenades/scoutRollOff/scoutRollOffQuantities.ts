import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of the scouts' roll-off: which player places first, and how many tied roll-offs it took. */
export const scoutRollOffQuantities = defineQuantities({
  outcomes: {
    first_player: 'First player places first',
    second_player: 'Second player places first',
    nobody: 'Tie: nobody first',
  },
  distributions: { ties: 'Tied roll-offs before a winner' },
});

export type ScoutRollOffOutcome = OutcomeName<typeof scoutRollOffQuantities>;
export type ScoutRollOffDistribution = DistributionName<typeof scoutRollOffQuantities>;
