/**
 * CLOSE COMBAT RESOLUTION — "Close combat weapon values are": the die shift (up, OPEN) each close-combat
 * weapon type gives the figure's QUALITY die.
 */
export const CLOSE_COMBAT_WEAPON_SHIFTS = {
  none: 0, // No specific close combat weapon (trooper has just ranged combat weaponry): No die shift.
  firearm: 1, // Close combat firearm (pistol, machine pistol etc.): Shift up ONE die type.
  edged: 1, // Close combat edged weapon (sword, axe, power sword etc.): Shift up ONE die type.
  shotgun: 2, // Shotgun or Flame weapon: Shift up TWO die types.
  flame: 2,
} as const;

export type CloseCombatWeapon = keyof typeof CLOSE_COMBAT_WEAPON_SHIFTS;

export const CLOSE_COMBAT_WEAPONS = Object.keys(CLOSE_COMBAT_WEAPON_SHIFTS) as CloseCombatWeapon[];

/** Armour types whose wearers are in POWER ARMOUR ("DOUBLE his die roll score"; count 2 in the odds). */
export const POWER_ARMOURS: readonly string[] = ['light-power', 'heavy-power'];
