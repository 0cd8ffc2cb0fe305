/** A normalized skill roll: plain numbers for the kernel and the exact evaluator. */
export interface SkillRollCell {
  dice: number;
  modifier: number;
  /** Threshold to beat; −1 when none is given (every roll but a fumble succeeds). */
  threshold: number;
  /** Whether a total equal to the threshold succeeds (rule variant `threshold-draw: succeeds`). */
  drawSucceeds: boolean;
  fumbles: boolean;
  /** Points each 6 beyond the first adds to a roll (rules.extra-six; 1 in the book). */
  sixBonus: number;
}
