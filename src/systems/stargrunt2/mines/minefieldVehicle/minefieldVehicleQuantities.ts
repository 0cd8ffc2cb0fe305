import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of a vehicle entering (or clearing) a conventional minefield. */
export const minefieldVehicleQuantities = defineQuantities({
  outcomes: {
    not_attacked: 'Not attacked by a mine',
    no_effect: 'Attacked, no effect',
    immobilised: 'Immobilised',
    disabled: 'Disabled',
  },
  distributions: {
    field_cleared: 'Field cleared (1) by the engineering vehicle',
    dead: 'Occupants dead',
    wounded: 'Occupants wounded',
  },
});

export type MinefieldVehicleOutcome = OutcomeName<typeof minefieldVehicleQuantities>;
export type MinefieldVehicleDistribution = DistributionName<typeof minefieldVehicleQuantities>;
