/** One normalized morale-check cell. */
export interface MoraleCheckCell {
  /** The commander's LDR with the 5.0 modifiers. */
  modifiedLdr: number;
  /** Highest 3d6 roll that passes (before any criticals). */
  highestPass: number;
  /** Whether 3-5 always pass and 16-18 always fail. */
  criticals: boolean;
  /** Outcome index of a failure: 1 flee, 2 surrender (surrounded). */
  failure: number;
}
