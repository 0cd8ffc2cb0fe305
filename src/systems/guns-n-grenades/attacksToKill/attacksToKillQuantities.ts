import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/**
 * Result names of attacks-to-kill: whether the target is dead within WITHIN (10) attacks, the number of attacks
 * that took it from Healthy to Dead, and the indicators dead_within_1 … dead_within_10 (0 no, 1 yes), whose
 * means are P(dead within k attacks).
 */
export const attacksToKillQuantities = defineQuantities({
  outcomes: { dead_within_10: 'Dead within 10 attacks', alive_after_10: 'Still alive after 10 attacks' },
  distributions: {
    attacks: 'Attacks to kill',
    dead_within_1: 'Dead within 1 attack (0 no, 1 yes)',
    dead_within_2: 'Dead within 2 attacks (0 no, 1 yes)',
    dead_within_3: 'Dead within 3 attacks (0 no, 1 yes)',
    dead_within_4: 'Dead within 4 attacks (0 no, 1 yes)',
    dead_within_5: 'Dead within 5 attacks (0 no, 1 yes)',
    dead_within_6: 'Dead within 6 attacks (0 no, 1 yes)',
    dead_within_7: 'Dead within 7 attacks (0 no, 1 yes)',
    dead_within_8: 'Dead within 8 attacks (0 no, 1 yes)',
    dead_within_9: 'Dead within 9 attacks (0 no, 1 yes)',
    dead_within_10: 'Dead within 10 attacks (0 no, 1 yes)',
  },
});

export type AttacksToKillOutcome = OutcomeName<typeof attacksToKillQuantities>;
export type AttacksToKillDistribution = DistributionName<typeof attacksToKillQuantities>;

/** dead_within_1 … dead_within_10, in order: the k-th is dead within k attacks. */
export const DEAD_WITHIN = attacksToKillQuantities.distributions
  .map((d) => d.name)
  .filter((name) => name !== 'attacks');
