/** One normalized confidence-test cell: plain numbers for the kernel and the exact evaluator. */
export interface ConfidenceTestCell {
  /** Sides of the unit's quality die. */
  sides: number;
  /** The score to exceed: LV + threat level; -1 when no test is taken. */
  needed: number;
  /** Current confidence level, 0 (CO) to 4 (RO). */
  start: number;
  /** Two levels are lost on half the score or less (true) or less than half (false). */
  halfOrLess: boolean;
  note?: string;
}
