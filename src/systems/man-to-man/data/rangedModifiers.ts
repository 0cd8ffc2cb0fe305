/** 4.1 Ranged weapon modifiers (the Snap Shot penalty is the weapon's, in 4.3). */
const RANGED_MODIFIERS = {
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

/** The modifiers of 4.1 a scenario may change (rules.modifiers of ranged-attack), with what each is and its row. */
export const RANGED_MODIFIER_ENTRIES = {
  'short-range': {
    value: RANGED_MODIFIERS.shortRange,
    what: 'added to DEX for a target within short-range-within inches',
    from: 'Short range +3 Target within 6',
  },
  'short-range-within': {
    value: RANGED_MODIFIERS.shortRangeWithin,
    what: 'inches within which a target is at short range',
    from: 'Short range +3 Target within 6',
  },
  'extreme-range': {
    value: RANGED_MODIFIERS.extremeRange,
    what: "added to DEX for a target beyond the weapon's effective range",
    from: 'Extreme range -6 Target beyond effective range',
  },
  'aimed-shot': {
    value: RANGED_MODIFIERS.aimedShot,
    what: 'added to DEX for an aimed shot',
    from: 'Aimed shot +4 Character cannot move or pivot',
  },
  'target-moved-fast': {
    value: RANGED_MODIFIERS.targetMovedFast,
    what: 'added to DEX when the target moved more than target-moved-fast-over inches',
    from: 'Target moved fast -2',
  },
  'target-moved-fast-over': {
    value: RANGED_MODIFIERS.targetMovedFastOver,
    what: 'inches a target must move beyond to count as moving fast',
    from: 'Target moved more than 6',
  },
  'target-prone': {
    value: RANGED_MODIFIERS.targetProne,
    what: 'added to DEX against a prone target',
    from: 'Target prone -3',
  },
  'soft-cover': {
    value: RANGED_MODIFIERS.softCover,
    what: 'added to DEX against a target in soft cover',
    from: 'Target in Soft Cover -2/-6',
  },
  'soft-full-cover': {
    value: RANGED_MODIFIERS.softFullCover,
    what: "added to DEX against a target in soft full cover that hasn't shot in the previous round",
    from: 'Target in Soft Cover -2/-6',
  },
  'hard-cover': {
    value: RANGED_MODIFIERS.hardCover,
    what: 'added to DEX against a target in hard cover (hard full cover stays NP)',
    from: 'Target in Hard Cover -4/NP',
  },
  'additional-target': {
    value: RANGED_MODIFIERS.additionalTarget,
    what: 'added to DEX against an additional target',
    from: 'Additional Target -2',
  },
} as const;

/** 4.2 Close combat modifiers. */
export const CLOSE_COMBAT_MODIFIERS = {
  /** Charging into combat: −3, double damage if hit. */
  charging: -3,
  chargingDamageMultiplier: 2,
} as const;
