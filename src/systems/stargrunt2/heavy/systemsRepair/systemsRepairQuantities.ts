import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of the SYSTEMS repair: is the SYS marker off after the activations, when, and the actions it took. */
export const systemsRepairQuantities = defineQuantities({
  outcomes: { restored: 'Backups on line (SYS marker removed)', still_out: 'Systems still off-line' },
  distributions: {
    restored_on_activation: 'Activation the backups came on line (last value: not within the activations)',
    attempts: 'Repair attempts (actions) spent',
  },
});

export type SystemsRepairOutcome = OutcomeName<typeof systemsRepairQuantities>;
export type SystemsRepairDistribution = DistributionName<typeof systemsRepairQuantities>;
