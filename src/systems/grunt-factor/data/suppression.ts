/** Suppression: "The suppressed area will cover 10x10cm." */
export const SUPPRESSION_AREA_CM = 10;
