/** One normalized over-run cell: for each character in the AFV's path, the 3d6 totals that avoid it. */
export interface OverRunCell {
  /** The highest avoiding roll of each character (its modified DEX under the hit-roll rule), one per character. */
  highestAvoid: number[];
  /** The code each 3d6 total always gives, or −1 (see Criticals): none unless `over-run-criticals: as-to-hit`. */
  criticals: number[];
  /** How many characters: the length of highestAvoid. */
  total: number;
}
