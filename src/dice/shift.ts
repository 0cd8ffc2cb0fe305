import { DIE_TYPES, dieTypeAt, dieTypeIndex } from './dieType.js';
import { diceMessages } from './messages.js';

// Die-type shifts on the ladder D4 D6 D8 D10 D12 (rulebook: DICE TYPES AND CONVENTIONS, DIE TYPE SHIFTS).
// They act on a die's sides; a multiplier (D12x3) is kept by the caller.

const TOP = DIE_TYPES.length - 1;

function ladderIndex(sides: number): number {
  const index = dieTypeIndex(sides);
  if (index < 0) throw new RangeError(diceMessages.notLadderDie(sides));
  return index;
}

function checkSteps(steps: number): void {
  if (!Number.isInteger(steps)) throw new RangeError(diceMessages.wholeSteps(steps));
}

/**
 * CLOSED SHIFT: moves a die type `steps` types up (negative: down); "any excess shifts are
 * ignored and the D4 or D12 used as appropriate".
 * @example closedShift(10, 3) // 12
 */
export function closedShift(sides: number, steps: number): number {
  checkSteps(steps);
  return dieTypeAt(Math.min(TOP, Math.max(0, ladderIndex(sides) + steps)));
}

/**
 * OPEN SHIFT in an opposed roll: shifts `own` by `steps`; "any excess shifts are applied as OPPOSITE
 * shifts to the OPPONENT'S die type". The opponent's shift is itself closed.
 * @example openShift(8, 10, 3) // { own: 12, opponent: 8 } (rulebook: BENEFITS OF BEING IN POSITION)
 */
export function openShift(own: number, opponent: number, steps: number): { own: number; opponent: number } {
  checkSteps(steps);
  const wanted = ladderIndex(own) + steps;
  const reached = Math.min(TOP, Math.max(0, wanted));
  return { own: dieTypeAt(reached), opponent: closedShift(opponent, reached - wanted) };
}

/**
 * Number of ladder steps from one die type to another (negative when going down).
 * @example shiftSteps(6, 12) // 3
 */
export function shiftSteps(from: number, to: number): number {
  return ladderIndex(to) - ladderIndex(from);
}
