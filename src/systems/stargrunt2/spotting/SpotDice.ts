/**
 * One observation of an inverted counter as plain data (part of the `spotting` and `drone` cells): the observer's
 * dice against the counter's die, and what each number of dice above it does to the counter (counterResults.ts).
 */
export interface SpotDice {
  /** The observer's dice: his quality die and his sensor die (a drone's system die). */
  dice: number[];
  /** The counter's die; 0 when nothing is rolled (`automatic` is then the result). */
  against: number;
  /** The result when 0, 1, 2 of the observer's dice beat the counter's roll. */
  results: number[];
  /** The result when nothing is rolled: seen at once, or (a die past D12, variant) never spotted. */
  automatic: number;
  /** Observing stops once the best result reaches this (the counter is no longer an inverted one to observe). */
  stopAt: number;
}
