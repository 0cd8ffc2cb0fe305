/** 6.3 Scatter, "Distance the area effect template is moved": dice of d6 by weapon row. */
const SCATTER_DICE = { thrown: 1, mortars: 2, artillery: 3, bombs: 4 } as const;
type ScatterRow = keyof typeof SCATTER_DICE;

/** 6.3: "Shots that have scattered only cause ½ damage rounded down": the scattered damage is divided by this. */
export const SCATTERED_DAMAGE_DIVISOR = 2;

/** Where an indirect weapon may fire from (6.1 "On or Off Table"). */
type TablePlacement = 'on' | 'off' | 'both' | 'thrown';

/** An area effect weapon of 6.1 Indirect Weapons. */
interface IndirectWeapon {
  /** Damage: dice of d6. */
  damage: number;
  /** The Area of Effect column, in inches (read as the template's radius: docs/rules/man-to-man.md). */
  areaOfEffect: number;
  placement: TablePlacement;
  /** Its row of the 6.3 scatter table (thrown 1d6, mortars 2d6, artillery 3d6, bombs 4d6). */
  scatter: ScatterRow;
  /** AP factor (used against vehicles, not by indirect-fire). */
  apFactor: number;
}

/**
 * 6.1 Indirect Weapons with the 6.3 scatter distance of each. The smoke grenade does no damage ("-")
 * and is left out. "Lgt Artillery (75mm) Lgt Bomb (250lbs)" and the other artillery/bomb rows are split
 * in two: same damage and area, artillery scatters 3d6 and bombs 4d6.
 */
export const INDIRECT_WEAPONS = {
  grenade: { damage: 4, areaOfEffect: 2, placement: 'thrown', scatter: 'thrown', apFactor: 1 },
  'light-mortar': { damage: 5, areaOfEffect: 3, placement: 'on', scatter: 'mortars', apFactor: 1 },
  'heavy-mortar': { damage: 6, areaOfEffect: 4, placement: 'both', scatter: 'mortars', apFactor: 2 },
  'light-artillery': { damage: 6, areaOfEffect: 5, placement: 'off', scatter: 'artillery', apFactor: 2 },
  'light-bomb': { damage: 6, areaOfEffect: 5, placement: 'off', scatter: 'bombs', apFactor: 2 },
  'medium-artillery': { damage: 7, areaOfEffect: 6, placement: 'off', scatter: 'artillery', apFactor: 4 },
  'medium-bomb': { damage: 7, areaOfEffect: 6, placement: 'off', scatter: 'bombs', apFactor: 4 },
  'heavy-artillery': { damage: 8, areaOfEffect: 8, placement: 'off', scatter: 'artillery', apFactor: 5 },
  'heavy-bomb': { damage: 8, areaOfEffect: 8, placement: 'off', scatter: 'bombs', apFactor: 5 },
} as const satisfies Record<string, IndirectWeapon>;

type IndirectWeaponName = keyof typeof INDIRECT_WEAPONS;

/** 6.2 Modifiers to hit (thrown and indirect fire). */
const INDIRECT_MODIFIERS = {
  firerUnderFire: -2,
  spotterUnderFire: -2,
  throughWindow: -6,
} as const;

/** 6.4 Targets in cover: hits taken off each damage die. */
const COVER_REDUCTION_PER_DIE = {
  /** "Characters that are in hard cover towards the centre of the area of effect". */
  hardCover: 4,
  /** "Characters in buildings that have not collapsed ... touched by the area of effect template". */
  building: 6,
} as const;

/** The 6.3 scatter rows as a parameter table (rules.scatter-dice). */
export const SCATTER_DICE_ENTRIES = {
  thrown: { value: SCATTER_DICE.thrown, what: 'd6 of inches a missed thrown weapon scatters', from: 'Thrown 1d6' },
  mortars: {
    value: SCATTER_DICE.mortars,
    what: 'd6 of inches a missed mortar (or AFV HE) shot scatters',
    from: 'Mortars and HE AFV weapons 2d6',
  },
  artillery: {
    value: SCATTER_DICE.artillery,
    what: 'd6 of inches a missed artillery shot scatters',
    from: 'Artillery 3d6',
  },
  bombs: { value: SCATTER_DICE.bombs, what: 'd6 of inches a missed bomb scatters', from: 'Bombs 4d6' },
} as const;

/** The 6.2 modifiers as a parameter table (rules.modifiers of indirect-fire). */
export const INDIRECT_MODIFIER_ENTRIES = {
  'firer-under-fire': {
    value: INDIRECT_MODIFIERS.firerUnderFire,
    what: 'added to the roll to hit when the firer was under fire last round',
    from: 'Firer under fire last round -2',
  },
  'spotter-under-fire': {
    value: INDIRECT_MODIFIERS.spotterUnderFire,
    what: 'added to the roll to hit when the spotter was under fire last round',
    from: 'Spotter under fire last round -2',
  },
  'through-window': {
    value: INDIRECT_MODIFIERS.throughWindow,
    what: 'added to DEX when throwing through a window',
    from: 'Throwing through window -6',
  },
} as const;

/** The 6.4 reductions as a parameter table (rules.cover-hits-per-die). */
export const COVER_REDUCTION_ENTRIES = {
  'hard-cover': {
    value: COVER_REDUCTION_PER_DIE.hardCover,
    what: 'hits taken off each damage die for a character in hard cover towards the centre',
    from: 'reduced by 4 hits on each dice rolled',
  },
  building: {
    value: COVER_REDUCTION_PER_DIE.building,
    what: 'hits taken off each damage die for a character in a building the template touches',
    from: 'reduced by 6 hits on each dice rolled',
  },
} as const;

/** The 6.1 damage dice as a parameter table (rules.damage-dice of indirect-fire). */
export const INDIRECT_DAMAGE_ENTRIES = Object.fromEntries(
  Object.entries(INDIRECT_WEAPONS).map(([name, w]) => [
    name,
    { value: w.damage, what: `d6 of damage a ${name} rolls`, from: 'Weapon Damage Area of Effect' },
  ]),
) as Record<IndirectWeaponName, { value: number; what: string; from: string }>;
