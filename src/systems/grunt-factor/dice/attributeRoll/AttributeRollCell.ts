/** Plain data of one attribute roll: the attribute rolled against, its modified value and the d20 faces that pass. */
export interface AttributeRollCell {
  attribute: 'ld' | 'rc' | 'cc';
  /** value + modifier: the roll succeeds at or under it. */
  target: number;
  /** d20Faces(target), 0 … 20. */
  successFaces: number;
}
