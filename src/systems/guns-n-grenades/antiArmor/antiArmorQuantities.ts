import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of an Anti Armor unit destroying a piece of cover: what happened to the units behind it. */
export const antiArmorQuantities = defineQuantities({
  outcomes: { none_dead: 'No unit behind the cover killed', some_dead: 'A unit behind the cover killed' },
  distributions: { units_hurt: 'Units hurt', units_dead: 'Units dead' },
});

export type AntiArmorOutcome = OutcomeName<typeof antiArmorQuantities>;
export type AntiArmorDistribution = DistributionName<typeof antiArmorQuantities>;
