/**
 * UNIT QUALITY AND LEADERSHIP VALUE (chapter 3): the QUALITY DIE of each quality level.
 * SMALL ARMS RANGES (chapter on fire combat): the small-arms RANGE BAND in inches equals the
 * quality die type ("UNTRAINED ... 4", GREEN 6", REGULAR 8", VETERAN 10" and ELITE 12").
 */
export const QUALITY_DICE = {
  untrained: 4,
  green: 6,
  regular: 8,
  veteran: 10,
  elite: 12,
} as const;

export type Quality = keyof typeof QUALITY_DICE;

export const QUALITIES = Object.keys(QUALITY_DICE) as Quality[];
