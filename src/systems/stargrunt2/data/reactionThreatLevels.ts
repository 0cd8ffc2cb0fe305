/**
 * THREAT LEVEL TABLE FOR REACTION TESTS (chapter 8; "MISSION MOTIVATION does NOT affect" them), with
 * the IN POSITION test to remain in position on a Reorganise (UNITS IN POSITION: "at the same levels
 * as before") and the attacker's CLOSE ASSAULT test (INITIATING CLOSE ASSAULT: "0 if the unit is
 * currently at CO (CONFIDENT), +1 if at ST (STEADY), or +3 if at SH (SHAKEN)"; BR and RO may not).
 */
export const REACTION_THREATS: Record<string, number> = {
  'in-position-in-open': 2, // Unit attempts to go IN POSITION while IN OPEN	2
  'in-position-in-cover': 0, // Unit attempts to go IN POSITION while IN COVER	0
  'move-without-removing-in-position': 2, // Unit attempts to MOVE without removing IP marker first	2
  'shaken-leave-cover': 2, // SHAKEN Unit attempts to leave cover and advance	2
  'remain-in-position-in-open': 2, // REORGANISE while IN POSITION, in the open
  'remain-in-position-in-cover': 0, // REORGANISE while IN POSITION, in cover
};

/** INITIATING CLOSE ASSAULT: threat level by the attacker's confidence level (CO, ST, SH; null: may not assault). */
export const CLOSE_ASSAULT_THREATS: ReadonlyArray<number | null> = [0, 1, 3, null, null];
