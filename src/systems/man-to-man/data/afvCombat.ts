/** 8.2 AFV Combat, Modifiers to hit for direct fire against AFVs and vehicles (target size is the vehicle's). */
export const AFV_FIRE_MODIFIERS = {
  /** Vehicle buttoned, or under fire in the previous round. */
  buttoned: -2,
  /** Target moving fast: more than 6". */
  targetMovingFast: -2,
  softCover: -2,
  hardCover: -4,
  firerOnMove: -4,
} as const;

/** 8.2 Modifiers to hit for high explosive fire against infantry and soft targets including buildings. */
export const AFV_HE_MODIFIERS = {
  /** Vehicle buttoned, or under fire in the previous round. */
  buttoned: -2,
  firerOnMove: -4,
} as const;

/** 8.2 with 6.3: "Mortars and HE AFV weapons 2d6" of scatter distance. */
export const AFV_HE_SCATTER_DICE = 2;

/** 8.2 Critical Hits and Misses against AFVs (3d6 to hit). */
export const AFV_CRITICALS = {
  /** Automatic hit. */
  automaticHit: 5,
  /** Vulnerable location hit, shot penetrates armour automatically. */
  penetrates: 4,
  /** Critical hit, target KO'd instantly. */
  knockedOut: 3,
  misfire: 16,
  jam: 17,
  badJam: 18,
} as const;

/** 8.2 Penetrative hits: the modified 3d6 (3d6 − HE modifier) against the damage table. */
export const AFV_DAMAGE_TABLE = {
  /** 5 or less: vehicle explodes causing 4d6 damage to anything within 3". */
  explodesAtMost: 5,
  /** 6 - 15: vehicle damaged, roll d6; 16 or more: no damage. */
  damagedAtMost: 15,
} as const;

/** 8.2 "Vehicle damaged, Roll d6": the result of each face (1-2 MGs, 3-4 immobilised, 5-6 main gun). */
export const AFV_DAMAGE_D6 = ['mg_destroyed', 'mg_destroyed', 'immobilised', 'immobilised', 'main_gun_destroyed', 'main_gun_destroyed'] as const;

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
