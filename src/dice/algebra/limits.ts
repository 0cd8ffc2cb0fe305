/**
 * The sizes the dice algebra takes on, each with the reason a caller is told when a request passes it. Past these,
 * an exact answer would take seconds to minutes or memory a browser tab does not have; the refusal says which
 * size and how large it was, never a silent cut.
 */
export const DICE_ALGEBRA_LIMITS = {
  /** Dice in one pool (NdX with N up to this). */
  dice: 1000,
  /** Faces of one die (dN, d{…} with up to this many entries). */
  faces: 100_000,
  /** Distinct outcomes of one distribution. */
  outcomes: 100_000,
  /** Pairs of outcomes one operation of two distributions may combine (a × b). */
  pairs: 4_000_000,
  /** Extra rolls of an explode. */
  explodeDepth: 100,
  /** Combinations of values of the named rolls an expression enumerates. */
  states: 100_000,
  /** The size of an outcome: whole numbers are exact in a double up to 2^53 - 1. */
  magnitude: Number.MAX_SAFE_INTEGER,
} as const;

export type DiceAlgebraLimit = keyof typeof DICE_ALGEBRA_LIMITS;

const WHAT: Record<DiceAlgebraLimit, string> = {
  dice: 'dice in one pool',
  faces: 'faces on one die',
  outcomes: 'distinct outcomes in one distribution',
  pairs: 'pairs of outcomes combined in one step',
  explodeDepth: 'extra rolls of an explode',
  states: 'combinations of the named rolls',
  magnitude: 'as the size of an outcome',
};

/** A request past one of DICE_ALGEBRA_LIMITS: `limit` names it, `value` is what was asked. */
export class DiceLimitError extends RangeError {
  constructor(
    readonly limit: DiceAlgebraLimit,
    readonly value: number,
  ) {
    super(`${value} ${WHAT[limit]} is past the limit of ${DICE_ALGEBRA_LIMITS[limit]}`);
    this.name = 'DiceLimitError';
  }
}

/** Throws DiceLimitError when `value` passes the limit. */
export function checkLimit(limit: DiceAlgebraLimit, value: number): void {
  if (value > DICE_ALGEBRA_LIMITS[limit]) throw new DiceLimitError(limit, value);
}
