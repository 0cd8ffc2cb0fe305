import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of fire at a crew-served weapon team: fire's outcomes, the crew's casualties and the weapons disabled. */
export const crewServedQuantities = defineQuantities({
  outcomes: {
    no_effect: 'No effect',
    suppressed_only: 'Suppressed only',
    effective: 'Effective (suppressed + potential casualties)',
  },
  distributions: {
    potential_hits: 'Potential hits',
    dead: 'Crew dead',
    wounded: 'Crew wounded',
    casualties: 'Crew casualties (dead + wounded)',
    weapons_disabled: 'Weapons disabled (a KILL on the weapon)',
  },
});

export type CrewServedOutcome = OutcomeName<typeof crewServedQuantities>;
export type CrewServedDistribution = DistributionName<typeof crewServedQuantities>;
