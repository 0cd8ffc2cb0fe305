import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/** Result names of a skill roll: fumble, failure or success against the Threshold; the total and the raw roll. */
export const skillRollQuantities = defineQuantities({
  outcomes: { fumble: 'Fumble (all 1s)', failure: 'Failure', success: 'Success' },
  distributions: { result: 'Total (fumble = 0)', raw: 'Raw roll (fumble = 0)' },
});

export type SkillRollOutcome = OutcomeName<typeof skillRollQuantities>;
export type SkillRollDistribution = DistributionName<typeof skillRollQuantities>;
