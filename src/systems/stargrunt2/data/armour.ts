/**
 * PERSONAL ARMOUR — ARMOUR TABLE (chapter on personal armour): the ARMOUR DIE of each armour type.
 * "figures wearing no effective armour ... count as basic battledress for an Armour Die of D4."
 */
export const ARMOUR_DICE: Record<string, number> = {
  basic: 4, // Basic Battledress
  'partial-light': 6, // Partial Light Armour
  'full-light': 8, // Full-Suit Light Armour
  'light-power': 10, // Combat Power Suit ("Light" Power Armour)
  'heavy-power': 12, // Heavy Power Armour
};
