import { closedShift } from '../../dice/shift.js';

/**
 * How a range exactly on a multiple of the range band counts (variant `range-band-edge`).
 * - `up-to` (default): "shots at up to one Range Band start with a D4 ... at up to TWO range bands ... D6",
 *   and the worked example allows a Regular 40" (five bands) in the open: a range of exactly 2 bands is band 2.
 * - `full-multiple`: "For every full multiple of the RANGE BAND ... increase the Range Die by one die type":
 *   a range of exactly 2 bands is already band 3.
 */
export type RangeBandEdge = 'up-to' | 'full-multiple';

/**
 * Which range band (1, 2, 3 …) a distance falls in.
 * @example rangeBandNumber(12, 8, 'up-to') // 2 (over one band, up to two)
 */
export function rangeBandNumber(range: number, band: number, edge: RangeBandEdge): number {
  if (edge === 'full-multiple') return Math.floor(range / band) + 1;
  return Math.max(1, Math.ceil(range / band));
}

export type TargetCover = 'open' | 'soft' | 'hard';

/** COVER AND CONCEALMENT: soft cover shifts the range (and armour) die up one type, hard cover two. */
export const COVER_SHIFTS: Record<TargetCover, number> = { open: 0, soft: 1, hard: 2 };

/** The die shifts a target earns (parameters `soft-cover-shift`, `hard-cover-shift`, `in-position-shift`, `independent-figure-shift`). */
export interface TargetShifts {
  soft: number;
  hard: number;
  inPosition: number;
  independent: number;
}

/** The rulebook's target shifts: soft cover 1, hard cover 2, In Position 1, a lone independent figure 1. */
export const BOOK_TARGET_SHIFTS: TargetShifts = { soft: 1, hard: 2, inPosition: 1, independent: 1 };

/**
 * The target shifts of a parsed rules object with the keys `soft-cover-shift`, `hard-cover-shift`,
 * `in-position-shift`, `independent-figure-shift` (absent keys: the book's).
 * @example targetShiftsOf({ 'hard-cover-shift': 1 }).hard // 1
 */
export function targetShiftsOf(rules: {
  'soft-cover-shift'?: number;
  'hard-cover-shift'?: number;
  'in-position-shift'?: number;
  'independent-figure-shift'?: number;
}): TargetShifts {
  const book = BOOK_TARGET_SHIFTS;
  return {
    soft: rules['soft-cover-shift'] ?? book.soft,
    hard: rules['hard-cover-shift'] ?? book.hard,
    inPosition: rules['in-position-shift'] ?? book.inPosition,
    independent: rules['independent-figure-shift'] ?? book.independent,
  };
}

/**
 * The die types a cover shifts the range and armour dice up.
 * @example coverShift('hard', BOOK_TARGET_SHIFTS) // 2
 */
export function coverShift(cover: TargetCover, shifts: TargetShifts): number {
  return cover === 'soft' ? shifts.soft : cover === 'hard' ? shifts.hard : 0;
}

export interface RangeDieInput {
  range: number;
  rangeBand: number;
  cover: TargetCover;
  inPosition: boolean;
  /** A lone independent figure, not joined to a squad (FIRING AT INDEPENDENT FIGURES). */
  loneFigure: boolean;
  /** In column for TRAVEL MOVEMENT: "REDUCE the Range Die by one type" (absent: not). */
  travelMode?: boolean;
  edge: RangeBandEdge;
}

type RangeDie = { sides: number; band: number } | { impossible: string; band: number };

/**
 * THE TARGET'S ROLL: the range die starts at D4 in the first range band and rises one type per band;
 * soft cover +1, hard cover +2, In Position +1, a lone independent figure +1.
 * "If the die type is shifted OVER a D12 then the fire is automatically ineffective."
 * @example rangeDie({ range: 12, rangeBand: 8, cover: 'soft', inPosition: false, loneFigure: false, edge: 'up-to' }) // { sides: 8, band: 2 }
 */
export function rangeDie(input: RangeDieInput): RangeDie {
  return rangeDieInBand(rangeBandNumber(input.range, input.rangeBand, input.edge), input);
}

/**
 * The range die for a target in a given range band (1 = up to one band), with the target's shifts.
 * @example rangeDieInBand(2, { cover: 'soft', inPosition: false, loneFigure: false }) // { sides: 8, band: 2 }
 */
export function rangeDieInBand(
  band: number,
  target: Pick<RangeDieInput, 'cover' | 'inPosition' | 'loneFigure' | 'travelMode'>,
  shifts: TargetShifts = BOOK_TARGET_SHIFTS,
): RangeDie {
  // TRAVEL MOVEMENT: "REDUCE the Range Die by one type"; the shifts add up first, D4 then bounds them (closed).
  const up =
    coverShift(target.cover, shifts) +
    (target.inPosition ? shifts.inPosition : 0) +
    (target.loneFigure ? shifts.independent : 0) -
    (target.travelMode ? 1 : 0);
  const steps = band - 1 + up;
  if (steps > 4) {
    return { impossible: `the range die would be over a D12 (range band ${band} with the target's shifts)`, band };
  }
  return { sides: closedShift(4, steps), band };
}
