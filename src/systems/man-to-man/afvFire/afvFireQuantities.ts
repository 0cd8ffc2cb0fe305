import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of one shot at an AFV (8.2): what the shot did to the vehicle, then what became of its crew. */
export const afvFireQuantities = defineQuantities({
  outcomes: {
    miss: 'Miss',
    jammed: 'Jammed',
    no_penetration: 'No penetration',
    no_damage: 'Penetrated, no damage',
    mg_destroyed: 'MGs destroyed',
    immobilised: 'Immobilised',
    main_gun_destroyed: 'Main gun destroyed',
    exploded: 'Exploded',
    knocked_out: "KO'd (critical 3)",
  },
  distributions: { crew: 'Crew (0 steady, 1 retreats, 2 abandons, 3 lost)' },
});

export type AfvFireOutcome = OutcomeName<typeof afvFireQuantities>;
export type AfvFireDistribution = DistributionName<typeof afvFireQuantities>;
