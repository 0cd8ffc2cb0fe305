import { defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of one craft running the AIR DEFENCE ENVIRONMENT (EFFECTS OF THE AIR DEFENCE ENVIRONMENT). */
export const airDefenceQuantities = defineQuantities({
  outcomes: {
    through: 'Through the air defences',
    aborted: "Acquired, the pilot's nerve fails: aborts",
    shot_down: 'Shot down',
  },
});

export type AirDefenceOutcome = OutcomeName<typeof airDefenceQuantities>;
