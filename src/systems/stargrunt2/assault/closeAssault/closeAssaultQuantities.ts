import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of a close assault (single or combined): how it ended, the rounds, both sides' losses and morale. */
export const closeAssaultQuantities = defineQuantities({
  outcomes: {
    attacker_refuses: 'Attackers refuse to charge',
    defender_withdraws: 'Defenders withdraw before contact',
    attacker_repulsed_by_fire: 'Attackers repulsed by defensive fire',
    attacker_waits_in_open: 'Attackers fall short, wait in the open',
    attacker_aborts: 'Attackers fall short and abort',
    attacker_wins: 'Attackers win the close combat',
    defender_wins: 'Defenders win the close combat',
  },
  distributions: {
    rounds: 'Rounds of close combat (15 = fifteen or more)',
    attacker_dead: 'Attackers dead',
    attacker_wounded: 'Attackers wounded',
    attacker_captured: 'Attackers captured',
    defender_dead: 'Defenders dead',
    defender_wounded: 'Defenders wounded',
    defender_captured: 'Defenders captured',
    attacker_confidence_after: 'Attacker confidence after (0 CO … 4 RO)',
    defender_confidence_after: 'Defender confidence after (0 CO … 4 RO)',
    follow_through: 'Follow-through test passed',
  },
});

export type CloseAssaultOutcome = OutcomeName<typeof closeAssaultQuantities>;
export type CloseAssaultDistribution = DistributionName<typeof closeAssaultQuantities>;
