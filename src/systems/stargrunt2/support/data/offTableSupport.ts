/**
 * CHAPTER 16: OFF TABLE SUPPORT — the numbers of CALLING FOR ARTILLERY FIRE SUPPORT, REQUESTING AIR SUPPORT,
 * STARTING POSITIONS ON INBOUND CHART and ARRIVAL OF FIRE SUPPORT, and THE AIR DEFENCE ENVIRONMENT.
 */

/** "Roll D8, shifted down one type per command level bypassed and up one type per SUPPORT REQUEST chit." */
export const REQUEST_DIE = 8;

export const SUPPORT_TYPES = ['artillery', 'orbital', 'air'] as const;
export type SupportType = (typeof SUPPORT_TYPES)[number];

/**
 * The command levels the chapter names, lowest first: the die shifts down once "for every additional command
 * level between the caller and the support unit" (a Platoon calling Company bypasses none, a Squad calling
 * Company bypasses the Platoon). `division` stands for "anything higher" than a regiment.
 */
export const COMMAND_LEVELS = ['squad', 'platoon', 'company', 'battalion', 'regiment', 'division'] as const;

/** The levels a request can come from (a unit on the table) and go to (a battery or other support provider). */
export const CALLER_LEVELS = ['squad', 'platoon', 'company', 'battalion'] as const;
export const SUPPORT_LEVELS = ['company', 'battalion', 'regiment', 'division'] as const;

/**
 * ARRIVAL OF FIRE SUPPORT: "fire from Company-level assets are immediate-response (start in box 1), missions
 * from Battalion assets start in box 2 and from anything higher in box 3".
 */
export const ARTILLERY_START_BOX: Record<(typeof SUPPORT_LEVELS)[number], number> = {
  company: 1,
  battalion: 2,
  regiment: 3,
  division: 3,
};

/** "Orbital fire support, when available, should always start from box 3". */
export const ORBITAL_START_BOX = 3;

/** THE AIR DEFENCE ENVIRONMENT: the ADE die by level of AA coverage (0: NO ADE, nothing is rolled). */
export const ADE_DICE = { none: 0, minimal: 4, low: 6, moderate: 8, high: 10, extreme: 12 } as const;
export type AdeLevel = keyof typeof ADE_DICE;

/** "using a D4 as the default die type if the vehicle has no ECM suite". */
export const DEFAULT_ECM = 'd4';
