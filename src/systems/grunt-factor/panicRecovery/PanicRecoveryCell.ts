/** One normalized panic-recovery cell: the d20 faces that recover in each turn. */
export interface PanicRecoveryCell {
  /** Faces (0..20) of the recovery test in turns 1..max_turns. */
  facesByTurn: number[];
  /** LD of each turn's test after halving and modifier. */
  ldByTurn: number[];
}
