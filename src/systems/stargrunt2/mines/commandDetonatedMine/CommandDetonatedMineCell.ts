import type { Die } from '../../../../dice/dieType.js';

/** What a CDM is fired at. */
export const CDM_TARGET = { unit: 0, softskin: 1, afv: 2 } as const;

/** One normalized `command-detonated-mine` cell: one or more CDMs fired at once at a unit or a vehicle, as dice. */
export interface CommandDetonatedMineCell {
  /** CDMs fired together at the same target (each attacks every figure). */
  mines: number;
  /** The CDM's impact die (parameter `cdm-impact`, the book's D10). */
  impactSides: number;
  /** CDM_TARGET: an infantry unit, a soft-skin, or an AFV (no effect). */
  target: number;
  /** The unit's figures within 6" of the CDM (0 for a vehicle). */
  figures: number;
  /** Their armour die, a ladder die or any d-N or listed faces from house `armour:`; null for a vehicle. */
  armour: Die | null;
  /** A soft-skin's D6 armour die; its occupants' armour dice and the score they must exceed (4, a MAJOR hit). */
  vehicleArmourSides: number;
  occupants: Die[];
  occupantThreshold: number;
  /** A KILL when the impact exceeds this many times the armour roll (parameter `kill-multiple`, the book's 2). */
  killMultiple: number;
  note?: string;
}

/** The histograms' top value: figures of the unit, or occupants of the vehicle. */
export function mostHurt(cell: CommandDetonatedMineCell): number {
  return cell.target === CDM_TARGET.unit ? cell.figures : cell.occupants.length;
}
