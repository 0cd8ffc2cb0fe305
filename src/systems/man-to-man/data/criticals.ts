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
