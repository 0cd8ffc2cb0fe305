/** One cell pair (Hit, Dam) of an Armory table; `null` where the table shows "-". */
export interface BandEntry {
  /** To-hit modifier (RC, or CC in the close-combat column). */
  hit: number;
  /** Shots (or attacks) per action: the "(x2)", "(x3)" after the Hit value; 1 otherwise. */
  shots: number;
  /** Damage; `null` where the Dam column shows "-" (the flare gun). */
  damage: number | null;
  /** The "(x2)", "(x3)" after the Dam value; 1 otherwise. */
  damageTimes: number;
}

/** Columns of every Armory table, in order: Close Combat, Point Blank, Short, Medium, Long, Extreme. */
const ARMOURY_BANDS = ['cc', 'pb', 'sr', 'mr', 'lr', 'er'] as const;
type ArmouryBand = (typeof ARMOURY_BANDS)[number];

export type WeaponTable = Record<ArmouryBand, BandEntry | null>;

const e = (hit: number, damage: number | null, shots = 1, damageTimes = 1): BandEntry => ({
  hit,
  shots,
  damage,
  damageTimes,
});
const row = (...cells: Array<BandEntry | null>): WeaponTable => ({
  cc: cells[0],
  pb: cells[1],
  sr: cells[2],
  mr: cells[3],
  lr: cells[4],
  er: cells[5],
});

/** Armory: every weapon table, "+2(x2)" as e(2, dam, 2), "10(x2)" as e(hit, 10, 1, 2). */
export const ARMOURY = {
  pistol: row(e(2, 8), e(2, 8), e(1, 8), null, null, null),
  'machine-pistol': row(e(2, 8, 2), e(2, 8, 2), e(1, 8, 2), null, null, null),
  'sub-machine-gun': row(e(-1, 9), e(2, 9, 2), e(1, 9, 2), e(-1, 8), null, null),
  // Long range Dam "0" as printed (see docs/rules/grunt-factor.md, variant assault-rifle-long-range-damage).
  'assault-rifle': row(e(-2, 10), e(2, 10), e(1, 10), e(0, 10), e(-2, 0), null),
  lmg: row(e(-3, 11), e(3, 11, 3), e(2, 11, 2), e(-1, 11), null, null),
  hmg: row(e(-4, 13), e(3, 13, 3), e(2, 13, 2), e(-1, 13), null, null),
  'mounted-hmg': row(null, e(0, 13, 2), e(3, 13, 3), e(2, 13, 2), e(0, 13, 2), e(-2, 11)),
  'flare-gun': row(null, null, e(0, null), e(-2, null), e(-4, null), e(-6, null)),
  'sniper-rifle': row(e(-3, 10), e(2, 10, 1, 2), e(1, 10, 1, 2), e(0, 10, 1, 2), e(-1, 10, 1, 2), e(-3, 9)),
  '50mm-mortar': row(null, null, e(0, 9, 1, 2), e(-2, 9, 1, 2), e(-3, 9, 1, 2), e(-4, 11)),
  '80mm-mortar': row(null, null, e(0, 11, 1, 2), e(-2, 11, 1, 2), e(-3, 11, 1, 2), e(-4, 11)),
  '120mm-mortar': row(null, null, e(0, 12, 1, 3), e(-2, 12, 1, 3), e(-3, 12, 1, 3), e(-4, 12, 1, 2)),
  'ig75-infantry-gun': row(null, null, e(-5, 11, 1, 3), e(-4, 11, 1, 3), e(-3, 11, 1, 3), e(-3, 11, 1, 3)),
  'anti-tank-gun': row(null, null, e(-5, 11, 1, 3), e(-4, 11, 1, 3), e(-3, 11, 1, 3), e(-3, 11, 1, 3)),
} satisfies Record<string, WeaponTable>;

export type WeaponName = keyof typeof ARMOURY;
export const WEAPON_NAMES = Object.keys(ARMOURY) as WeaponName[];

type TemplateSize = 'small' | 'large';

/**
 * Armory "Type:" lines: the weapons whose shot lands an explosion template ("Small Explosion Template", "Large
 * Explosion Template"). The rulebook gives no template sizes: the scenario says how many figures each covers
 * (`target.under_template`). The flare gun's "Ranged Template" does no damage and is not here.
 */
export const EXPLOSION_TEMPLATES: Partial<Record<WeaponName, TemplateSize>> = {
  '50mm-mortar': 'small',
  '80mm-mortar': 'small',
  '120mm-mortar': 'large',
  'ig75-infantry-gun': 'large',
};
