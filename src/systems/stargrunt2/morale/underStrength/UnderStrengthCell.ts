/** One normalized under-strength cell: the die rolled per figure, the unit's figures and its leader's LV. */
export interface UnderStrengthCell {
  /** D10 fresh, D8 tired, D6 exhausted. */
  sides: number;
  /** Figures at full strength, the leader included. */
  figures: number;
  /** Of them, figures with a support or special weapon (never the leader). */
  supportWeapons: number;
  /** The leader's LV; a new leader's comes from the LOSS OF UNIT LEADER D6. */
  leadership: number;
  note?: string;
}
