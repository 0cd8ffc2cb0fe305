/** One normalized afv-fire cell (8.2 AFV Combat). */
export interface AfvFireCell {
  /** Highest 3d6 total that hits before criticals (Fire Control rating with the modifiers). */
  highestHit: number;
  /** Penetration value equal or more than the armour factor. */
  penetrates: boolean;
  /** HE modifier of the weapon, subtracted from the damage roll. */
  heModifier: number;
  /** Highest 3d6 total that passes the crew's morale test (NCO LDR with modifiers). */
  highestCrewPass: number;
  /** Whether 3-5 always pass and 16-18 always fail the crew's test. */
  crewCriticals: boolean;
  /** The target was already immobilised before this shot. */
  immobilisedBefore: boolean;
  /** The 8.2 damage table: the highest modified roll that explodes the vehicle (5), and that damages it (15). */
  explodesAtMost: number;
  damagedAtMost: number;
}
