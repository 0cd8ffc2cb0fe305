/** ATTACK ROLL table: range band modifiers (demo reference chart). */
export const RANGE_BAND_MODIFIERS = { 'point-blank': 1, short: 0, medium: -1, long: -2, extreme: -3 } as const;
export type RangeBand = keyof typeof RANGE_BAND_MODIFIERS;

/** ATTACK ROLL table: Attacker's Movement. */
export const ATTACKER_MOVEMENT = { stationary: 2, 'half-combat': 1, combat: 0, top: -3 } as const;

/** ATTACK ROLL table: Arc of Attack ("Front −0", "Flank −1", "Rear −2"). */
export const ARC_OF_ATTACK = { front: 0, flank: -1, rear: -2 } as const;

/** DEFENSE ROLL table: Defender's Movement, last move in cm → modifier (rows 0, 1-2, 3-4, 5-6, 7-9, 10-19). */
export const LAST_MOVE_ROWS: ReadonlyArray<{ upTo: number; modifier: number }> = [
  { upTo: 0, modifier: -3 },
  { upTo: 2, modifier: -2 },
  { upTo: 4, modifier: -1 },
  { upTo: 6, modifier: 0 },
  { upTo: 9, modifier: 1 },
  { upTo: 19, modifier: 2 },
];

/** Infantry RoF Bonus table: the bonus of each row (1: 0, 2-3: +1, 4-7: +2, 8+: +3), by its parameter name. */
export const INFANTRY_ROF_BONUS = { 'two-to-three': 1, 'four-to-seven': 2, 'eight-plus': 3 } as const;
export type InfantryRofBonusTable = Record<keyof typeof INFANTRY_ROF_BONUS, number>;

/** Infantry RoF Bonus table: the fewest troopers of each row, its name among the bonuses. */
export const INFANTRY_ROF_BONUS_ROWS: ReadonlyArray<{ from: number; row: keyof typeof INFANTRY_ROF_BONUS }> = [
  { from: 8, row: 'eight-plus' },
  { from: 4, row: 'four-to-seven' },
  { from: 2, row: 'two-to-three' },
];

/** BASIC GAME MECHANISMS: "If more than one 6 is rolled, each extra 6 adds one (1) point to the total." */
export const EXTRA_SIX_BONUS = 1;

/** Pinned!: "attacked but not damaged (MoS=0) receive a Pinned! counter. If one or more troopers is wounded, … two counters." */
export const BOOK_PINNED_COUNTERS = { undamaged: 1, damaged: 2 } as const;
export type PinnedCounters = Record<keyof typeof BOOK_PINNED_COUNTERS, number>;

/** DEFENSIVE MANEUVERS: "+3 bonus to all defense rolls". */
export const DEFENSIVE_MANEUVERS = 3;
/** Command Points: "a +2 modifier to a single Defense roll". */
export const COMMAND_POINT_DEFENSE = 2;
/** The two defense bonuses by their parameter names (rules.defense-bonuses). */
export type DefenseBonuses = { 'defensive-maneuvers': number; 'command-point': number };

/** Step One: "penalizing all its Attack die rolls ... by one (1) for each additional Action". */
export const EXTRA_ACTION = -1;
/** Attacks against Infantry: "a −2 penalty modifier is applied to any Unit other than infantry squads". */
export const NON_INFANTRY_AT_INFANTRY = -2;

/** MELEE ATTACKS: "Infantry melee assaults use grenades and bayonets; their DM is x3." */
export const INFANTRY_ASSAULT_DM = 3;

/** Pinned!: "pass an Infantry Skill test versus a Threshold equal to 4 to remove one counter". */
export const PINNED_THRESHOLD = 4;
/** Pinned!: "receive a -1 modifier per counter to all their Actions". */
export const PINNED_MODIFIER_PER_COUNTER = -1;
