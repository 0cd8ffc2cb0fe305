/** One normalized sniper-move cell: the sniper's quality die and the score it must exceed (LV, or LV + 2). */
export interface SniperMoveCell {
  sides: number;
  needed: number;
  note?: string;
}
