import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of a mortar activation: the firing actions the FO's first success unlocks, per mortar and in all. */
export const mortarActivationQuantities = defineQuantities({
  outcomes: {
    three_actions: '3 firing actions',
    two_actions: '2 firing actions',
    one_action: '1 firing action',
    no_fire: 'No fire',
  },
  distributions: { firing_actions: 'Firing actions (all mortars)' },
});

export type MortarActivationOutcome = OutcomeName<typeof mortarActivationQuantities>;
export type MortarActivationDistribution = DistributionName<typeof mortarActivationQuantities>;
