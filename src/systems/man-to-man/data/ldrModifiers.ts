/** 5.0 Morale, Modifiers to LDR. */
export const LDR_MODIFIERS = {
  /** CO or political officer within 6" of unit. */
  officerWithin6: 2,
  /** Unit in cover. */
  inCover: 2,
  /** Unit supported by AFV within 12". */
  afvWithin12: 2,
  /** Elite troops. */
  elite: 4,
  /** For each casualty unit has suffered. */
  perCasualty: -2,
  /** Unit under air, flame or rocket attack. */
  airFlameRocketAttack: -4,
  /** Green troops or lesser trained troops. */
  green: -4,
} as const;
