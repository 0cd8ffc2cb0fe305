import { closedShift } from '../../../../dice/shift.js';

/** One normalized communication roll: the die rolled and the score it must exceed; automatic in direct contact. */
export interface CommunicationRoll {
  sides: number;
  needed: number;
  automatic: boolean;
}

/**
 * COMMUNICATIONS: "Take the POORER of the Leadership Values of the two communicating units (ie: the
 * numerically-higher LV), then roll a die type equivalent to the Quality level of the unit making the
 * communication attempt" — "REDUCE the die type used by one for each additional command level between the
 * two units" (a closed shift: never below a D4). No roll in direct contact.
 * @example communicationRoll(8, 1, 2, 0, false) // { sides: 8, needed: 2, automatic: false } (REGULAR LV1 to a GREEN LV2)
 */
export function communicationRoll(
  senderSides: number,
  senderLeadership: number,
  receiverLeadership: number,
  bypassedLevels: number,
  directContact: boolean,
): CommunicationRoll {
  return {
    sides: closedShift(senderSides, -bypassedLevels),
    needed: Math.max(senderLeadership, receiverLeadership),
    automatic: directContact,
  };
}
