/**
 * THE LAST STAND: "roll a D6, and a score of 6 indicates that the test is successful; a roll of 1-5 means that the
 * troops panic totally and the unit disintegrates". The conditions: "the unit must be in cover (soft or hard)
 * and/or In Position, and cannot have any other friendly units within 12" of it ... there must be at least three
 * enemy units in line of sight ... the unit must have a Confidence no lower than SHAKEN".
 */
export const LAST_STAND = { holdsOn: 6, enemyUnitsInSight: 3, worstConfidence: 2 } as const;

/**
 * CASUALTY EVACUATION (CASEVAC): "the squad may immediately make a D6 roll - if they score 3 or more, they immediately
 * RISE one level of Confidence; if they are lucky enough to roll a 6 then they rise TWO levels" — levels by face − 1.
 */
export const CASEVAC_SQUAD_RISE = [0, 0, 1, 1, 1, 2] as const;

/**
 * CASEVAC: "any other friendly unit WITHOUT any wounded to be evacuated that is within 12" ... may also roll a D6
 * and will recover ONE confidence level on a score of 5+" — levels by face − 1.
 */
export const CASEVAC_NEARBY_RISE = [0, 0, 0, 0, 1, 1] as const;

/**
 * UNDER-STRENGTH UNITS: "if the unit is deemed FRESH ... roll a D10 for each figure, if it is TIRED use a D8 and if
 * EXHAUSTED a D6. All figures for which a ONE is rolled are removed from the unit before the game starts".
 */
export const UNDER_STRENGTH_DICE = { fresh: 10, tired: 8, exhausted: 6 } as const;
