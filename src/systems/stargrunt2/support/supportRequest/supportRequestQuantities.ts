import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/**
 * Result names of an off-table support request followed over the game: where the mission stands after the last
 * turn asked about, which turn it reached the table, which request got it, and the chits it cost.
 */
export const supportRequestQuantities = defineQuantities({
  outcomes: {
    arrived: 'On the table within the turns',
    en_route: 'Granted, still on the Inbound chart',
    refused: 'Never granted',
    aborted: 'Aborted at the air defences',
    shot_down: 'Shot down by the air defences',
  },
  distributions: {
    arrival_turn: 'Turn on the table (last value: not within the turns)',
    granted_on_request: 'Request that was granted (last value: none)',
    chits_spent: 'Support Request chits spent',
  },
});

export type SupportRequestOutcome = OutcomeName<typeof supportRequestQuantities>;
export type SupportRequestDistribution = DistributionName<typeof supportRequestQuantities>;
