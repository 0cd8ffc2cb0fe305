/** One normalized morale-check cell: which checks are due and the d20 faces that pass. */
export interface MoraleCheckCell {
  /** A morale check (Morale checks) is due; failing it panics the squad. */
  morale: boolean;
  /** The special morale check (more than 10 hits) is due; failing it makes the squad fall back 10 cm. */
  special: boolean;
  /** One roll decides both checks (variant both-checks: one-roll). */
  oneRoll: boolean;
  /** The LD rolled against and its d20 faces. */
  ld: number;
  ldFaces: number;
  note?: string;
}
