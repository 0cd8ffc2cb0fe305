import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/**
 * Result names of a fire followed over its Turn End Phases: whether it started, whether every marker is out by the
 * last turn, when the last went out, the markers left, and the smoke line of the first fire.
 */
export const burningQuantities = defineQuantities({
  outcomes: {
    not_started: 'The flamer set nothing alight',
    out: 'Every fire out by the last turn',
    burning: 'Still burning after the last turn',
  },
  distributions: {
    turn_out: 'Turn the last fire went out (0: never started; last value: still burning)',
    fires: 'FIRE markers on the table after the last turn (last value: that many or more)',
    clouds: 'Smoke clouds of the first fire after the last turn (0 once it is out)',
  },
});

export type BurningOutcome = OutcomeName<typeof burningQuantities>;
export type BurningDistribution = DistributionName<typeof burningQuantities>;
