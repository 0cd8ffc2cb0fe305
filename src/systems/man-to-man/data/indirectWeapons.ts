/** Where an indirect weapon may fire from (6.1 "On or Off Table"). */
export type TablePlacement = 'on' | 'off' | 'both' | 'thrown';

/** An area effect weapon of 6.1 Indirect Weapons. */
export interface IndirectWeapon {
  /** Damage: dice of d6. */
  damage: number;
  /** The Area of Effect column, in inches (read as the template's radius: docs/rules/man-to-man.md). */
  areaOfEffect: number;
  placement: TablePlacement;
  /** Dice of d6 of the scatter distance (6.3: thrown 1d6, mortars 2d6, artillery 3d6, bombs 4d6). */
  scatterDice: number;
  /** AP factor (used against vehicles, not by indirect-fire). */
  apFactor: number;
}

/**
 * 6.1 Indirect Weapons with the 6.3 scatter distance of each. The smoke grenade does no damage ("-")
 * and is left out. "Lgt Artillery (75mm) Lgt Bomb (250lbs)" and the other artillery/bomb rows are split
 * in two: same damage and area, artillery scatters 3d6 and bombs 4d6.
 */
export const INDIRECT_WEAPONS = {
  grenade: { damage: 4, areaOfEffect: 2, placement: 'thrown', scatterDice: 1, apFactor: 1 },
  'light-mortar': { damage: 5, areaOfEffect: 3, placement: 'on', scatterDice: 2, apFactor: 1 },
  'heavy-mortar': { damage: 6, areaOfEffect: 4, placement: 'both', scatterDice: 2, apFactor: 2 },
  'light-artillery': { damage: 6, areaOfEffect: 5, placement: 'off', scatterDice: 3, apFactor: 2 },
  'light-bomb': { damage: 6, areaOfEffect: 5, placement: 'off', scatterDice: 4, apFactor: 2 },
  'medium-artillery': { damage: 7, areaOfEffect: 6, placement: 'off', scatterDice: 3, apFactor: 4 },
  'medium-bomb': { damage: 7, areaOfEffect: 6, placement: 'off', scatterDice: 4, apFactor: 4 },
  'heavy-artillery': { damage: 8, areaOfEffect: 8, placement: 'off', scatterDice: 3, apFactor: 5 },
  'heavy-bomb': { damage: 8, areaOfEffect: 8, placement: 'off', scatterDice: 4, apFactor: 5 },
} as const satisfies Record<string, IndirectWeapon>;

export type IndirectWeaponName = keyof typeof INDIRECT_WEAPONS;

/** 6.2 Modifiers to hit (thrown and indirect fire). */
export const INDIRECT_MODIFIERS = {
  firerUnderFire: -2,
  spotterUnderFire: -2,
  throughWindow: -6,
} as const;

/** 6.4 Targets in cover: hits taken off each damage die. */
export const COVER_REDUCTION_PER_DIE = {
  /** "Characters that are in hard cover towards the centre of the area of effect". */
  hardCover: 4,
  /** "Characters in buildings that have not collapsed ... touched by the area of effect template". */
  building: 6,
} as const;
