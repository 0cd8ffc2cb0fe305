import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of a sniper shot (SNIPER FIRE): what was hit, then five yes/no results. */
export const sniperQuantities = defineQuantities({
  outcomes: {
    suppressed_only: 'Missed (suppression only)',
    random_figure_hit: 'Random figure hit',
    chosen_figure_hit: 'Chosen figure (leader) hit',
  },
  distributions: {
    leader_hit: 'Leader hit',
    leader_casualty: 'Leader wounded or killed',
    dead: 'Dead',
    wounded: 'Wounded',
    revealed: 'Sniper revealed',
  },
});

export type SniperOutcome = OutcomeName<typeof sniperQuantities>;
export type SniperDistribution = DistributionName<typeof sniperQuantities>;
