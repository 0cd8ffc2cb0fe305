/** A Silhouette weapon as the datacards give it. */
export interface Weapon {
  /** Base Range in cm (Short); null for a weapon without range bands (grenades: counters in contact). */
  baseRange: number | null;
  accuracy: number;
  /** Damage Multiplier (DM). */
  damage: number;
  /** Rate of Fire (RoF). */
  rof: number;
  /** Anti-Infantry (AI): ignores the −2 for non-infantry firing at infantry. */
  antiInfantry: boolean;
  /** Area Effect: with AI, its damage hits every trooper in the area (INFANTRY RULES). */
  areaEffect: boolean;
}

/**
 * The demo-game weapons (datacards M11A3 GENERAL EARLY and PzKpf V Ausf B VALKURIE; the infantry
 * melee of MELEE ATTACKS). Columns read as: Short Medium Long Extreme, Accuracy, DM, …, "RoF n", "AI".
 * The Grenades line "- - - - -1 x8-3 AI" is read as no range bands, Accuracy −1, DM ×8 (×9 on the
 * Valkyrie), AI (docs/rules/silhouette.md, interpretation 8).
 */
export const WEAPONS: Record<string, Weapon> = {
  'm4b-cannon': { baseRange: 2, accuracy: 0, damage: 5, rof: 1, antiInfantry: false, areaEffect: false },
  '30-lmg': { baseRange: 1, accuracy: 0, damage: 2, rof: 2, antiInfantry: true, areaEffect: false },
  'mk3w-grenades': { baseRange: null, accuracy: -1, damage: 8, rof: 0, antiInfantry: true, areaEffect: false },
  'kwk77-cannon': { baseRange: 2, accuracy: 0, damage: 5, rof: 1, antiInfantry: false, areaEffect: false },
  '792mm-lmg': { baseRange: 1, accuracy: 0, damage: 2, rof: 2, antiInfantry: true, areaEffect: false },
  grenades: { baseRange: null, accuracy: -1, damage: 9, rof: 0, antiInfantry: true, areaEffect: false },
  // MELEE ATTACKS: "Infantry melee assaults use grenades and bayonets; their DM is x3."
  'grenades-and-bayonets': { baseRange: null, accuracy: 0, damage: 3, rof: 0, antiInfantry: false, areaEffect: false },
};
