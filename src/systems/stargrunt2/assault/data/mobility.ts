/**
 * BASE MOBILITY DISTANCES (chapter 9, MOVEMENT: TROOPS ON FOOT): the COMBAT MOVEMENT die of each kind of
 * troops ("roll the die type equivalent to the unit's base mobility ... and DOUBLE the die score").
 * "Troops encumbered by heavy equipment ... move at one die type lower than normal".
 */
export const MOBILITY_DICE = {
  normal: 6, // Normal troops on foot: 6" (Combat movement D6x2")
  'very-light': 8, // Very light troops: 8" (Combat movement D8x2")
  'slow-power-armour': 6, // Troops in "Slow" Power Armour: 6" (Combat movement D6x2")
  'fast-power-armour': 12, // Troops in "Fast" Power Armour: 12" (Combat movement D12x2")
} as const;

export type Mobility = keyof typeof MOBILITY_DICE;

export const MOBILITIES = Object.keys(MOBILITY_DICE) as Mobility[];
