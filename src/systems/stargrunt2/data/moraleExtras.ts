/**
 * THE LAST STAND (the numbers a designer may change are rules: parameters, lastStand/schema.ts): "roll a D6, and a score of 6 indicates that the test is successful; a roll of 1-5 means that the
 * troops panic totally and the unit disintegrates". The conditions: "the unit must be in cover (soft or hard)
 * and/or In Position, and cannot have any other friendly units within 12" of it ... there must be at least three
 * enemy units in line of sight ... the unit must have a Confidence no lower than SHAKEN".
 */
export const LAST_STAND = { worstConfidence: 2 } as const;
