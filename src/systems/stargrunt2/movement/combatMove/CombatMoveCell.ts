/** One normalized combat-move cell: plain numbers. */
export interface CombatMoveCell {
  /** Sides of the combat-movement die (D12 for every vehicle). */
  sides: number;
  /** Actions spent on combat movement: 1 or 2. */
  actions: number;
  /** Movement (inches rolled, each die × 2) needed to reach the destination: its distance × the terrain's cost. */
  needed: number;
  note?: string;
}
