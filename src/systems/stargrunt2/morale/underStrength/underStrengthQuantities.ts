import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of UNDER-STRENGTH UNITS: the unit as it starts the game. */
export const underStrengthQuantities = defineQuantities({
  outcomes: {
    full_strength: 'Full strength',
    reduced: 'Under strength, leader present',
    leader_replaced: 'Under strength, leader replaced',
    unit_gone: 'Every figure missing',
  },
  distributions: {
    figures_left: 'Figures left',
    support_weapons_left: 'Support weapons left',
    leadership_after: 'Leadership Value (0: no unit)',
  },
});

export type UnderStrengthOutcome = OutcomeName<typeof underStrengthQuantities>;
export type UnderStrengthDistribution = DistributionName<typeof underStrengthQuantities>;
