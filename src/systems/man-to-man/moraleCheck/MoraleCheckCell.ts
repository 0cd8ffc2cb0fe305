/** One normalized morale-check cell. */
export interface MoraleCheckCell {
  /** The commander's LDR with the 5.0 modifiers. */
  modifiedLdr: number;
  /** Highest 3d6 roll that passes (before any criticals). */
  highestPass: number;
  /** The code each 3d6 total always gives, or −1 (see Criticals): none unless `morale-criticals: as-to-hit`. */
  criticals: number[];
  /** Outcome index of a failure: 1 flee, 2 surrender (surrounded). */
  failure: number;
}
