/** One normalized initiative cell: each army's highest LD and the die they roll. */
export interface InitiativeCell {
  ldA: number;
  ldB: number;
  /** Faces of the die each player rolls (20 or 6). */
  die: number;
}
