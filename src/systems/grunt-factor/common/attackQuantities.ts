import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/**
 * Result names of an attack (ranged-attack and close-combat report the same): whether any shot hit and any
 * hit went unsaved, then how many hits and how many casualties.
 */
export const attackQuantities = defineQuantities({
  outcomes: { no_hit: 'No hit', hit_saved: 'Hit, all saved', casualty: 'Casualty' },
  distributions: { hits: 'Hits', casualties: 'Casualties' },
});

export type AttackOutcome = OutcomeName<typeof attackQuantities>;
export type AttackDistribution = DistributionName<typeof attackQuantities>;
