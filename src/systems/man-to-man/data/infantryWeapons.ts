/** A ranged weapon of 4.3 Infantry Weapons (WWII). */
interface RangedWeapon {
  /** Damage: dice of d6 rolled on a hit. */
  damage: number;
  /** Effective range in inches; beyond it the shot is at extreme range. */
  range: number;
  /** Snap Shot modifier; null where the table says NP (not possible). */
  snapShot: number | null;
  shotsPerRound: number;
}

/**
 * 4.3 Infantry Weapons (WWII), ranged weapons. The Auto Rifle row gives only its snap shot (−4) and
 * shots per round (2): its damage and range are the Rifle's (docs/rules/man-to-man.md). LMG/HMG "5/6"
 * is split into two weapons. The Grenade is a thrown weapon (6.0): see indirect-fire.
 */
export const RANGED_WEAPONS = {
  rifle: { damage: 4, range: 30, snapShot: -6, shotsPerRound: 1 },
  'auto-rifle': { damage: 4, range: 30, snapShot: -4, shotsPerRound: 2 },
  pistol: { damage: 2, range: 12, snapShot: -2, shotsPerRound: 2 },
  smg: { damage: 3, range: 18, snapShot: -2, shotsPerRound: 3 },
  lmg: { damage: 5, range: 60, snapShot: null, shotsPerRound: 4 },
  hmg: { damage: 6, range: 60, snapShot: null, shotsPerRound: 4 },
} as const satisfies Record<string, RangedWeapon>;

/** The ranged weapons' damage dice as a parameter table (rules.damage-dice of ranged-attack). */
export const RANGED_DAMAGE_ENTRIES = Object.fromEntries(
  Object.entries(RANGED_WEAPONS).map(([name, w]) => [
    name,
    { value: w.damage, what: `d6 of damage a ${name} hit rolls`, from: 'Weapon Damage' },
  ]),
) as Record<keyof typeof RANGED_WEAPONS, { value: number; what: string; from: string }>;

/** A close combat weapon of 4.3 Infantry Weapons (WWII). */
interface MeleeWeapon {
  /** Damage: dice of d6. */
  damage: number;
  /** "Can parry" in the Notes column. */
  canParry: boolean;
}

/** 4.3 Infantry Weapons (WWII), close combat weapons. */
export const MELEE_WEAPONS = {
  'bayonet-knife': { damage: 2, canParry: false },
  'attached-bayonet': { damage: 3, canParry: true },
  'rifle-butt-club': { damage: 2, canParry: true },
  improvised: { damage: 1, canParry: false },
} as const satisfies Record<string, MeleeWeapon>;

/** The close combat weapons' damage dice as a parameter table (rules.damage-dice of close-combat). */
export const MELEE_DAMAGE_ENTRIES = Object.fromEntries(
  Object.entries(MELEE_WEAPONS).map(([name, w]) => [
    name,
    { value: w.damage, what: `d6 of damage a ${name} hit rolls`, from: 'Weapon Damage' },
  ]),
) as Record<keyof typeof MELEE_WEAPONS, { value: number; what: string; from: string }>;
