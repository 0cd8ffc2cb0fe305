import type { Die } from '../../../dice/dieType.js';
import type { FireCell } from '../fire/FireCell.js';

/**
 * One normalized cell of fire at a crew-served weapon team: the fire cell of its crew (`figures` are the crewmen,
 * `whoDie` is rolled over crew and weapons together) and the weapons counted among them (CREW-SERVED WEAPONS).
 */
export interface CrewServedCell extends FireCell {
  /** Crew-served weapons in the unit, each counted as a member for "who buys the farm". */
  weapons: number;
  /** Whether the weapons are counted before the crew (from the nominated first member) or after them. */
  weaponsFirst: boolean;
  /** Impact die against a weapon's D8 armour, after the cover's open shift. */
  weaponImpact: Die;
  /** The weapon's armour die, D8 shifted for cover. */
  weaponArmour: Die;
}

/**
 * Which member a 0-based place in the count is: a weapon (its index, ≥ 0) or a crewman (−1 − his index).
 * @example memberAt({ figures: 3, weapons: 1, weaponsFirst: false }, 3) // 0 (the weapon, counted after three men)
 */
export function memberAt(cell: Pick<CrewServedCell, 'figures' | 'weapons' | 'weaponsFirst'>, place: number): number {
  if (cell.weaponsFirst) return place < cell.weapons ? place : -1 - (place - cell.weapons);
  return place < cell.figures ? -1 - place : place - cell.figures;
}
