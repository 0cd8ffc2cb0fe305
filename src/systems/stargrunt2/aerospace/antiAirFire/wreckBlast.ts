import type { Die } from '../../../../dice/dieType.js';
import { WRECK_BLAST_RADIUS } from '../data/aerospace.js';

/** Figures near where the craft comes down, for the wreck's blast: plain data in the cell. */
export interface WreckBlastTarget {
  figures: number;
  /** The blast's D8 against their armour, after cover's open shift. */
  impact: Die;
  armour: Die;
  /** Inches ahead of the craft and aside of its line where they stand; ahead −1: within 6" wherever it comes down. */
  ahead: number;
  aside: number;
}

/**
 * Whether the wreck, coming down `distance` inches ahead, catches the figures: "an explosion of radius 6"" (a figure
 * exactly 6" away is caught, as artillery's default `burst-edge: within`). Every evaluator uses this arithmetic.
 * @example wreckBlastCatches({ figures: 1, impact: { sides: 8, multiplier: 1 }, armour: { sides: 6, multiplier: 1 }, ahead: 10, aside: 0 }, 16) // true
 */
export function wreckBlastCatches(nearby: WreckBlastTarget, distance: number): boolean {
  if (nearby.ahead < 0) return true;
  const dx = distance - nearby.ahead;
  return dx * dx + nearby.aside * nearby.aside <= WRECK_BLAST_RADIUS * WRECK_BLAST_RADIUS;
}
