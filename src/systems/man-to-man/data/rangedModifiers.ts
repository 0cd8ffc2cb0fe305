/** 4.1 Ranged weapon modifiers (the Snap Shot penalty is the weapon's, in 4.3). */
export const RANGED_MODIFIERS = {
  /** Target within 6". */
  shortRange: 3,
  shortRangeWithin: 6,
  /** Target beyond effective range. */
  extremeRange: -6,
  /** Character cannot move or pivot. */
  aimedShot: 4,
  /** Target moved more than 6". */
  targetMovedFast: -2,
  targetMovedFastOver: 6,
  targetProne: -3,
  softCover: -2,
  /** Soft cover when the target is in full cover and hasn't shot in the previous round. */
  softFullCover: -6,
  hardCover: -4,
  /** Hard full cover: NP (not possible). */
  hardFullCover: null,
  /** Target must be within 4" of previous target. */
  additionalTarget: -2,
} as const;

/** 4.2 Close combat modifiers. */
export const CLOSE_COMBAT_MODIFIERS = {
  /** Charging into combat: −3, double damage if hit. */
  charging: -3,
  chargingDamageMultiplier: 2,
} as const;
