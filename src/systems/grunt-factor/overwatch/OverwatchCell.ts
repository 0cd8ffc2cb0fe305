/** One normalized overwatch cell. */
export interface OverwatchCell {
  /** d20 faces at or under the leader's LD. */
  ldFaces: number;
  /** False for a panicked or suppressed unit, which may not attempt overwatch. */
  allowed: boolean;
  /** Turns in which the squad tries. */
  attempts: number;
  note?: string;
}
