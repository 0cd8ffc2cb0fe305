import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/**
 * Result names of one close combat attack (4.0): a miss or a parry, the defender's state after a hit (wounded,
 * incapacitated, dead), or the attacker's after a riposte; then both figures' states and both weapons.
 */
export const closeCombatQuantities = defineQuantities({
  outcomes: {
    miss: 'Miss',
    parried: 'Parried',
    wounded: 'Defender wounded',
    incapacitated: 'Defender incapacitated',
    dead: 'Defender dead',
    riposte_wounded: 'Riposte wounds',
    riposte_incapacitated: 'Riposte incapacitates',
    riposte_dead: 'Riposte kills',
  },
  distributions: {
    defender_state: 'Defender state (0 unhurt, 1 wounded, 2 incapacitated, 3 dead)',
    attacker_state: 'Attacker state (0 unhurt, 1 wounded, 2 incapacitated, 3 dead)',
    attacker_weapon: "Attacker's weapon (0 in hand, 1 dropped, 2 broken)",
    defender_weapon: "Defender's weapon (0 in hand, 1 dropped, 2 broken)",
  },
});

export type CloseCombatOutcome = OutcomeName<typeof closeCombatQuantities>;
export type CloseCombatDistribution = DistributionName<typeof closeCombatQuantities>;
