/** Plain data of one attack roll; fastShot 0 none, 1 re-roll the attacker's die, 2 re-roll both dice. */
export interface OpposedRollCell {
  atk: number;
  def: number;
  fastShot: 0 | 1 | 2;
}
