/** One normalized Initiative Phase cell. */
export interface InitiativeCell {
  diceA: number;
  diceB: number;
  modifierA: number;
  modifierB: number;
  fumbles: boolean;
}
