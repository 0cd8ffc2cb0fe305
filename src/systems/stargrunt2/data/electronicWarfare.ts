import { closedShift } from '../../../dice/shift.js';

/** An EW unit's equipment level (ELECTRONIC WARFARE, ECM AND JAMMING). */
export const EW_LEVELS = ['basic', 'enhanced', 'superior'] as const;
type EwLevel = (typeof EW_LEVELS)[number];

/**
 * ELECTRONIC WARFARE, ECM AND JAMMING: "for a unit with a BASIC EW package a D6 is used, with ENHANCED EW a D8 and
 * with SUPERIOR EW a D10."
 * @example EW_DICE.enhanced // 8
 */
export const EW_DICE: Record<EwLevel, number> = { basic: 6, enhanced: 8, superior: 10 };

/** "the unit gets THREE EW markers placed by it in a stack": the most one task can spend. */
export const EW_MARKERS_AT_MOST = 3;

/**
 * The EW die of one task: "for each extra marker used up, raise the die type by one ... No EW system can be boosted
 * above a D12" (a closed shift).
 * @example ewDie('basic', 3) // 10
 */
export function ewDie(level: EwLevel, markers: number): number {
  return closedShift(EW_DICE[level], markers - 1);
}

/** DECOYS: "the decoy rolls a D8 in an opposed roll against the Missile's Guidance die". */
export const DECOY_DIE = 8;
