/** One side of a duel: how it attacks the other, and its own life track. */
export interface DuelSide {
  /** False when the other unit is out of its range or inside its minimum range. */
  canAttack: boolean;
  /** Its ATK against the other unit, and the other unit's DEF. */
  atk: number;
  def: number;
  fastShot: 0 | 1 | 2;
  damage: number;
  /** Its own life track: Dead state and next[state * 4 + damage]. */
  dead: number;
  next: number[];
  /** A medic within 3": back to full health at the start of each of its own turns. */
  medic: boolean;
  /** The unit's points cost (the medic not included). */
  cost: number;
}

/** One normalized `duel` cell: sides[0] is the attacker, sides[1] the defender. */
export interface DuelCell {
  sides: [DuelSide, DuelSide];
  /** 0: the attacker's turn comes first; 1: the defender's. */
  first: 0 | 1;
  maxTurns: number;
  note?: string;
}
