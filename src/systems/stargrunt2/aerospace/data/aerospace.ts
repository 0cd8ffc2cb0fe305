/**
 * CHAPTER 18: AEROSPACE OPERATIONS — the numbers of EFFECTS OF ON-TABLE ANTI-AIR FIRE (and its emergency landing),
 * FIRE FROM AIRBORNE VEHICLES, LANDING ZONES, DROPPING TROOPS FROM HOVERING CRAFT and HIGH-ALTITUDE OR ORBITAL
 * INSERTION.
 */

/** "If it is moving, roll a D12 and double the score - the aircraft impacts that distance (in inches) directly ahead". */
export const CRASH_SITE_DIE = 12;
export const CRASH_SITE_MULTIPLIER = 2;

/** Crash-landing: "roll a D6 for each occupant" (the faces that kill or wound are parameters of `anti-air-fire`). */
export const CRASH_OCCUPANT_DIE = 6;

/** "this crash causes an explosion of radius 6", with a D8 impact effect on anyone unlucky enough to be near it". */
export const WRECK_BLAST_RADIUS = 6;
export const WRECK_BLAST_IMPACT = 8;

/** HIGH-ALTITUDE OR ORBITAL INSERTION: "a D12 and a D10 ... the D10 score is the DISTANCE in inches ... If the drop was from orbit, DOUBLE". */
export const SCATTER_DIE = 10;
export const SCATTER_MULTIPLIER = { paradrop: 1, orbital: 2 } as const;

/** "Any trooper that rolls a natural 1 on his DISTANCE (D10) roll is injured on landing". */
export const SCATTER_INJURED_FACE = 1;

/** "Only REGULAR units or better may be paradropped from in atmosphere, and only VETERANS or ELITES may drop from orbit." */
export const INSERTION_MIN_QUALITY = { paradrop: 'regular', orbital: 'veteran' } as const;
