import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of putting a unit on the ground from the air: the unit's fate as a whole, its men, their scatter. */
export const troopDropQuantities = defineQuantities({
  outcomes: {
    unharmed: 'Every man down unhurt',
    casualties: 'Some men injured or lost',
    craft_stranded: 'Craft cannot take off again',
  },
  distributions: {
    injured: 'Men injured (wounded)',
    lost: 'Men lost',
    farthest: 'Farthest man from the drop zone marker (inches; men not lost)',
  },
});

export type TroopDropOutcome = OutcomeName<typeof troopDropQuantities>;
export type TroopDropDistribution = DistributionName<typeof troopDropQuantities>;
