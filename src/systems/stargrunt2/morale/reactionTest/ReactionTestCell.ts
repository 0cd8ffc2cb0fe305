/** One normalized reaction-test cell: the quality die and the score to exceed (LV + threat level). */
export interface ReactionTestCell {
  sides: number;
  needed: number;
  note?: string;
}
