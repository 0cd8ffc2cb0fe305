/**
 * Several independent opposed tests in one resolution (WALKING FIRE: "Each separate attack is rolled
 * separately"), their per-margin values summed into each distribution. Plain data for the workers.
 */
export interface MultiOpposedCell {
  attacks: Array<{
    attackDice: number;
    attackModifier: number;
    defenseDice: number;
    defenseModifier: number;
    /** For each distribution, this attack's contribution for each margin code 0..maxCode. */
    valuesOf: number[][];
  }>;
  fumbles: boolean;
  outcomes: string[];
  distributions: Array<{ name: string; size: number }>;
  /** Which distribution's sum decides the outcome, and the outcome index for each of its values. */
  outcomeBy: number;
  outcomeOf: number[];
  note?: string;
}
