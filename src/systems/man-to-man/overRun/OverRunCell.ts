/** One normalized over-run cell: for each character in the AFV's path, the 3d6 totals that avoid it. */
export interface OverRunCell {
  /** The highest avoiding roll of each character (its modified DEX under the hit-roll rule), one per character. */
  highestAvoid: number[];
  /** Whether 3-5 always avoid and 16-18 always fail (`over-run-criticals: as-to-hit`). */
  criticals: boolean;
  /** How many characters: the length of highestAvoid. */
  total: number;
}
