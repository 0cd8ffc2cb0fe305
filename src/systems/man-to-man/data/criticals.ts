/** 4.4 Critical Hits and Critical Failures: the 3d6 rolls that are critical whatever the score needed. */
export const CRITICALS = {
  /** Automatic hit no matter what the original score required. */
  automaticHit: 5,
  /** Critical hit, double damage. */
  doubleDamage: 4,
  /** Critical hit, target killed instantly. */
  killed: 3,
  /** Weapon misfired, or automatic miss with a close combat weapon. */
  misfire: 16,
  /** Weapon jammed (INT roll to un-jam); close combat weapon dropped. */
  jam: 17,
  /** Weapon jammed (INT −4 to un-jam); close combat weapon broken; grenade explodes in hand. */
  badJam: 18,
} as const;

/** What a 3d6 total can be made to mean in the critical table (rules.criticals): 4.4's results, or none. */
export const CRITICAL_EFFECTS = [
  'killed',
  'double-damage',
  'automatic-hit',
  'misfire',
  'jam',
  'bad-jam',
  'none',
] as const;
export type CriticalEffect = (typeof CRITICAL_EFFECTS)[number];

/** The 3d6 totals a critical table has entries for. */
export const THREE_D6_TOTALS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18] as const;

/** 4.4 as a table: each total's critical result (every total not listed is none). */
export const BOOK_CRITICAL_TABLE: Readonly<Record<number, CriticalEffect>> = {
  [CRITICALS.killed]: 'killed',
  [CRITICALS.doubleDamage]: 'double-damage',
  [CRITICALS.automaticHit]: 'automatic-hit',
  [CRITICALS.misfire]: 'misfire',
  [CRITICALS.jam]: 'jam',
  [CRITICALS.badJam]: 'bad-jam',
};

/** 4.4, 18: "Weapon jammed requires an action roll on INT -4 to un-jam". */
export const BAD_JAM_MODIFIER = -4;
