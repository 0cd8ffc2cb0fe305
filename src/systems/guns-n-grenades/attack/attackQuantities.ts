import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/**
 * Result names of one attack (How Combat Works): what happened to the primary target, its life stage after the
 * attack, and the units hit and killed (the target and the others in a blast radius).
 */
export const attackQuantities = defineQuantities({
  outcomes: {
    no_attack: 'No attack (out of range, or attacker killed on the way)',
    miss: 'Miss',
    hit: 'Hit, target survives',
    killed: 'Target killed (Dead / Destroyed)',
  },
  distributions: {
    target_stage: 'Target life stage (0 Healthy … 3 Dead)',
    units_hit: 'Units hit',
    units_dead: 'Units dead',
  },
});

export type AttackOutcome = OutcomeName<typeof attackQuantities>;
export type AttackDistribution = DistributionName<typeof attackQuantities>;
