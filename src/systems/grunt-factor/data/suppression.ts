/** Suppression (Actions): "add ½ point for each normal trooper in the squad, 2 for each lmg/hmg and 7 for each mounted hmg". */
export const SUPPRESSION_POINTS = { trooper: 0.5, lmgOrHmg: 2, mountedHmg: 7 } as const;

/** Suppression: "The LD value is reduced by 1 for each strength point after the first 2." */
export const SUPPRESSION_FREE_POINTS = 2;

/** Suppression: "The suppressed area will cover 10x10cm." */
export const SUPPRESSION_AREA_CM = 10;
