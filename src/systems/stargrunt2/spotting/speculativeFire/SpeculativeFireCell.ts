/** One normalized `speculative-fire` cell: fire at an inverted counter, STEP 1 of fire as dice. */
export interface SpeculativeFireCell {
  /** The firer's dice: quality die, small-arms firepower die, one per support weapon (as `fire`). */
  dice: number[];
  /** Each die's face values where a house support die is not a plain d-N (listed faces, multiplied); absent when none is. */
  faces?: Array<readonly number[] | null>;
  /** The counter's range die (the firer's range band, cover); 0 when the fire is impossible. */
  against: number;
  /** Whether a major success flips the counter: only a troop unit's ("anything other ... is left inverted"). */
  flips: boolean;
  /** Fire actions at the counter at most; they stop once it is flipped. */
  attempts: number;
  note?: string;
}
