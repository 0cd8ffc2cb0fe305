/**
 * CONFIDENCE LEVELS (chapter 8): "there are five different kinds, for the five Confidence Levels used
 * in the game" — CO, ST, SH, BR, RO, best first. gruntlab numbers them 0 (CO) to 4 (RO), so a drop of
 * one level adds 1; the `confidence_after` distributions use these numbers.
 */
export const CONFIDENCE_LEVELS = ['confident', 'steady', 'shaken', 'broken', 'routed'] as const;

/** The marker abbreviations, in the same order. */
export const CONFIDENCE_ABBREVIATIONS = ['CO', 'ST', 'SH', 'BR', 'RO'] as const;

/** The lowest level (RO); a unit never drops below it. */
export const ROUTED = 4;

/**
 * FATIGUE LEVEL (chapter 8): "FRESH troops start the battle with their Confidence Level at CONFIDENT (CO),
 * those that are classed as TIRED will start off at STEADY (ST) and any that are EXHAUSTED will start at
 * SHAKEN (SH)"; rallying may not raise them above it.
 */
export const FATIGUE_CEILINGS = { fresh: 0, tired: 1, exhausted: 2 } as const;

export type Fatigue = keyof typeof FATIGUE_CEILINGS;
