/** Plain data of one to-hit roll: the d20 faces that hit (0 … 20). */
export interface ToHitRollCell {
  hitFaces: number;
}
