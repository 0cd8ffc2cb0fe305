/** One normalized suppression-area cell. */
export interface SuppressionAreaCell {
  /** Strength of the area: hits per action spent in it. */
  strength: number;
  /** LD after the strength penalty, and its d20 faces (0 for a panicked figure: it cannot move). */
  ld: number;
  ldFaces: number;
  /** d20 faces that save one hit, and the save value. */
  saveFaces: number;
  save: number;
  actions: number;
  /** Whether an action whose LD roll failed still takes the hits. */
  hitsOnFailedMove: boolean;
}
