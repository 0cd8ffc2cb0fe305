import { defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/** Result names of a communication roll (also TRANSFERRING ACTIONS): did it get through? */
export const communicateQuantities = defineQuantities({
  outcomes: { pass: 'Succeeded', fail: 'Failed' },
});

export type CommunicateOutcome = OutcomeName<typeof communicateQuantities>;
