/** 8.2 AFV Combat, Modifiers to hit for direct fire against AFVs and vehicles (target size is the vehicle's). */
const AFV_FIRE_MODIFIERS = {
  /** Vehicle buttoned, or under fire in the previous round. */
  buttoned: -2,
  /** Target moving fast: more than 6". */
  targetMovingFast: -2,
  softCover: -2,
  hardCover: -4,
  firerOnMove: -4,
} as const;

/** 8.2 Modifiers to hit for high explosive fire against infantry and soft targets including buildings. */
const AFV_HE_MODIFIERS = {
  /** Vehicle buttoned, or under fire in the previous round. */
  buttoned: -2,
  firerOnMove: -4,
} as const;

/** 8.2 with 6.3: "Mortars and HE AFV weapons 2d6" of scatter distance. */
export const AFV_HE_SCATTER_DICE = 2;

/** 8.2 Penetrative hits: the modified 3d6 (3d6 − HE modifier) against the damage table. */
const AFV_DAMAGE_TABLE = {
  /** 5 or less: vehicle explodes causing 4d6 damage to anything within 3". */
  explodesAtMost: 5,
  /** 6 - 15: vehicle damaged, roll d6; 16 or more: no damage. */
  damagedAtMost: 15,
} as const;

/** 8.2 Risk to crew: "They test as though they are a NCO" (2.0: NCO LDR 12). */
export const CREW_LDR = 12;

/** 8.2 Close assault: the base factor and the bonus per character by weapon. */
export const CLOSE_ASSAULT = {
  baseFactor: 5,
  weapons: {
    grenade: 1,
    'sticky-bomb': 1,
    molotov: 1,
    'satchel-charge': 2,
    panzerwurfmine: 2,
    boys: 2,
    bazooka: 3,
    panzerfaust: 3,
    'no-68-at': 3,
    piat: 3,
  },
} as const;

/** The 8.2 direct fire modifiers as a parameter table (rules.modifiers of afv-fire). */
export const AFV_FIRE_MODIFIER_ENTRIES = {
  buttoned: {
    value: AFV_FIRE_MODIFIERS.buttoned,
    what: 'added to the Fire Control of a buttoned firer (or one under fire last round)',
    from: 'Vehicle buttoned -2',
  },
  'target-moving-fast': {
    value: AFV_FIRE_MODIFIERS.targetMovingFast,
    what: 'added against a target that moved more than 6"',
    from: 'Target moving fast -2 More than 6',
  },
  'soft-cover': {
    value: AFV_FIRE_MODIFIERS.softCover,
    what: 'added against a target in soft cover',
    from: 'Target in soft cover -2',
  },
  'hard-cover': {
    value: AFV_FIRE_MODIFIERS.hardCover,
    what: 'added against a target in hard cover',
    from: 'Target in hard cover -4',
  },
  'firer-on-move': {
    value: AFV_FIRE_MODIFIERS.firerOnMove,
    what: 'added when the firer is on the move',
    from: 'Firer on move -4',
  },
} as const;

/** The 8.2 damage table's limits as a parameter table (rules.damage-table of afv-fire). */
export const AFV_DAMAGE_TABLE_ENTRIES = {
  'explodes-at-most': {
    value: AFV_DAMAGE_TABLE.explodesAtMost,
    what: 'the highest modified damage roll that makes the vehicle explode',
    from: '5 or less Vehicle explodes',
  },
  'damaged-at-most': {
    value: AFV_DAMAGE_TABLE.damagedAtMost,
    what: 'the highest modified damage roll that damages the vehicle (above it: no damage)',
    from: '6 - 15 Vehicle damaged',
  },
} as const;

/** 8.2 Close assault: the row of the text each bonus comes from. */
const CLOSE_ASSAULT_ROWS: Record<number, string> = {
  1: '+1 for each character using grenade, sticky bomb or Molotov',
  2: '+2 for each character using satchel charge, panzerwurfmine, or Boys',
  3: '+3 for each character using bazooka, panzerfaust, Number 68 AT or PIAT',
};

/** 8.2 Close assault's weapon bonuses as a parameter table (rules.weapon-bonus of afv-close-assault). */
export const CLOSE_ASSAULT_BONUS_ENTRIES = Object.fromEntries(
  Object.entries(CLOSE_ASSAULT.weapons).map(([name, bonus]) => [
    name,
    { value: bonus, what: `added to the factor for each character with a ${name}`, from: CLOSE_ASSAULT_ROWS[bonus] },
  ]),
) as Record<keyof typeof CLOSE_ASSAULT.weapons, { value: number; what: string; from: string }>;

/** 8.2: "anything within 3"" takes 4d6 when a vehicle explodes. */
export const EXPLOSION_DICE = 4;

/** The 8.2 HE modifiers as a parameter table (rules.modifiers of afv-he-fire). */
export const AFV_HE_MODIFIER_ENTRIES = {
  buttoned: {
    value: AFV_HE_MODIFIERS.buttoned,
    what: 'added to the Fire Control of a buttoned firer (or one under fire last round)',
    from: 'Vehicle buttoned -2 Or under fire previous round',
  },
  'firer-on-move': {
    value: AFV_HE_MODIFIERS.firerOnMove,
    what: 'added when the firer is on the move',
    from: 'Firer on move -4',
  },
} as const;
