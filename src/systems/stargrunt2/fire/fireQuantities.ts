import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/**
 * Result names of fire at infantry (docs/architecture.md, "The results document"): the fire's outcome, the hit results before they are
 * shared out, and the figures after "who buys the farm". Heavy weapons and snipers firing at infantry report
 * the same names.
 */
export const fireQuantities = defineQuantities({
  outcomes: { no_effect: 'No effect', suppressed_only: 'Suppressed only', effective: 'Effective fire' },
  distributions: {
    potential_hits: 'Potential hits',
    wound_results: 'Wound results',
    kill_results: 'Kill results',
    dead: 'Dead',
    wounded: 'Wounded',
    casualties: 'Casualties (dead or wounded)',
  },
});

export type FireOutcome = OutcomeName<typeof fireQuantities>;
export type FireDistribution = DistributionName<typeof fireQuantities>;
