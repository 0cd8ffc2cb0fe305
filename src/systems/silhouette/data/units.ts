/** What the demo datacards say about a vehicle (no Armor or Maneuver values survive in the text). */
export interface Unit {
  fireControl: number;
  size: number;
  /** Punch Damage Multiplier, from the Manipulator Arms perk. */
  punch: number;
  /** Reinforced Armor: added to the Armor against attacks from the front. */
  reinforcedFront: number;
  /** Decreased Maneuver: added to the Maneuver while the vehicle moves in Ground mode (wheels or tracks). */
  groundManeuver: number;
}

/** Datacards M11A3 GENERAL EARLY and PzKpf V Ausf B VALKURIE of the demo game. */
export const UNITS: Record<string, Unit> = {
  // Fire Control −1, Size 7, 2 x Manipulator Arms (DM x4), Reinforced Armor (+1 Front), Decreased Maneuver (-2 in Ground mode)
  'm11a3-general': { fireControl: -1, size: 7, punch: 4, reinforcedFront: 1, groundManeuver: -2 },
  // Fire Control −1, Size 6, 2 x Man. Arms (DM x4), Reinforced Armor (+2, Front)
  'pzkpf-v-valkyrie': { fireControl: -1, size: 6, punch: 4, reinforcedFront: 2, groundManeuver: 0 },
};
