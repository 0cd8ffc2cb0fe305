/** One normalized Initiative Phase cell. */
export interface InitiativeCell {
  diceA: number;
  diceB: number;
  modifierA: number;
  modifierB: number;
  fumbles: boolean;
  /** Points each 6 beyond the first adds to a roll (rules.extra-six; 1 in the book). */
  sixBonus: number;
}
