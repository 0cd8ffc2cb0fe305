/** Plain data of one roll against a target number: the die's sides and the number to exceed. */
export interface TargetRollCell {
  sides: number;
  target: number;
}
