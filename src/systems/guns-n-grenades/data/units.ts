/** A unit tag (Unit Tags; Scout from the Quick Reference Sheet), in kebab-case. */
type UnitTag = 'tough' | 'deadly' | 'anti-armor' | 'fast-shot' | 'light' | 'limited' | 'scout';

/** One unit type's statistics. Ranges in inches. */
export interface UnitType {
  cost: number;
  range: number;
  /** Minimum range in inches (0: none). */
  minRange: number;
  atk: number;
  def: number;
  tags: UnitTag[];
  /** Vehicles: life stages Good, Glanced, Shaken, Destroyed; no hunkering. */
  vehicle: boolean;
  /** Life stages one hit progresses (Deadly: 2; "Deals 3 units of Damage": 3). */
  damage: number;
  /** Blast radius in inches (0: none). */
  blast: number;
  /** Infantry (Optical Sights applies). */
  infantry: boolean;
}

const infantry = (
  cost: number,
  range: number,
  minRange: number,
  atk: number,
  def: number,
  tags: UnitTag[],
  blast = 0,
): UnitType => ({
  cost,
  range,
  minRange,
  atk,
  def,
  tags,
  vehicle: false,
  damage: tags.includes('deadly') ? 2 : 1,
  blast,
  infantry: true,
});
const vehicle = (cost: number, range: number, atk: number, def: number, damage: number, blast: number): UnitType => ({
  cost,
  range,
  minRange: 0,
  atk,
  def,
  tags: [],
  vehicle: true,
  damage,
  blast,
  infantry: false,
});

/** Unit Types (Infantry), pages 2-5, and Vehicles, page 6: the default statistics (rule `unit-stats: unit-list`). */
export const UNIT_LIST: Record<string, UnitType> = {
  riflemen: infantry(15, 8.5, 0, 3, 2, ['tough']),
  'light-infantry': infantry(10, 6, 0, 2, 1, ['fast-shot']),
  'heavy-infantry': infantry(20, 9, 0, 4, 2, ['fast-shot']),
  snipers: infantry(35, 10, 0, 5, 1, ['limited']),
  grenadier: infantry(30, 8, 0, 4, 2, ['deadly', 'anti-armor']),
  'machine-gunner': infantry(40, 10, 4, 5, 1, ['fast-shot', 'limited']),
  mortar: infantry(40, 14, 8, 6, 2, ['deadly', 'limited', 'anti-armor'], 2.5),
  medics: infantry(30, 6, 0, 2, 4, ['light']),
  scouts: infantry(20, 6, 0, 2, 3, ['light', 'fast-shot']),
  tank: vehicle(70, 9, 6, 4, 3, 1.5),
  'armored-truck': vehicle(60, 7.5, 5, 3, 1, 0),
  artillery: vehicle(65, 15, 5, 1, 2, 2),
};

/**
 * Quick Reference Sheet, page 10 (rule `unit-stats: reference-sheet`): where it differs from the unit list —
 * light infantry DEF +2 and Scout, Fast Shot; snipers 12"; grenadiers Deadly only; machine gunner Fast Shot
 * only; mortars 16" (minimum 7") Deadly, Limited; medics Light, Fast Shot; scouts Scout, Light. The sheet
 * lists no vehicles: they keep the unit list's statistics.
 */
export const REFERENCE_SHEET: Record<string, UnitType> = {
  ...UNIT_LIST,
  'light-infantry': infantry(10, 6, 0, 2, 2, ['scout', 'fast-shot']),
  snipers: infantry(35, 12, 0, 5, 1, ['limited']),
  grenadier: infantry(30, 8, 0, 4, 2, ['deadly']),
  'machine-gunner': infantry(40, 10, 0, 5, 1, ['fast-shot']),
  mortar: infantry(40, 16, 7, 6, 2, ['deadly', 'limited'], 2.5),
  medics: infantry(30, 6, 0, 2, 4, ['light', 'fast-shot']),
  scouts: infantry(20, 6, 0, 2, 3, ['scout', 'light']),
};

/** Unit Upgrades, page 9: the ones that change an attack (one per army). */
export const UPGRADES = [
  'optical-sights',
  'hollow-point-rounds',
  'enhanced-rifling',
  'bayonets',
  'body-armor',
  'grenade-launchers',
  'flashbang-grenades',
] as const;

/** Grenade Launchers: "Riflemen and Heavy Infantry can fire Grenade Launchers grenades once per round … with a blast radius of 2"". */
export const GRENADE_LAUNCHER_UNITS: readonly string[] = ['riflemen', 'heavy-infantry'];
export const GRENADE_LAUNCHER_BLAST = 2;

/** Flashbang Grenades: "Riflemen and Light Infantry can throw a grenade that does not damage the target(s) but stuns them … blast radius of 2 ½"". */
export const FLASHBANG_UNITS: readonly string[] = ['riflemen', 'light-infantry'];
export const FLASHBANG_BLAST = 2.5;
export type Upgrade = (typeof UPGRADES)[number];

// Cover's +3 DEF, Hunker's +2 and the upgrades' bonuses are parameters under `rules:` (scenarioSchemas.ts).
/** Unit Upgrades: Bayonets "within 1 ½" of a target … +1 ATK". */
export const BAYONET_REACH = 1.5;
