import { DIE_TYPES, type Die, dieTypeAt, dieTypeIndex, isLadderDie } from './dieType.js';
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

/** A die-type shift that would have to move a die off the ladder (a d14, a d20, listed faces), which has no next type. */
export interface OffLadderShift {
  offLadder: 'own' | 'opponent';
}

/**
 * closedShift on a whole die, its multiplier kept. A die off the ladder (isLadderDie false) is left as it is when the
 * shift is 0, and cannot be shifted otherwise: the result says so, for the caller to word where the die was written.
 * @example closedShiftDie({ sides: 14, multiplier: 1 }, 0) // { sides: 14, multiplier: 1 }
 * @example closedShiftDie({ sides: 14, multiplier: 1 }, 1) // { offLadder: 'own' }
 */
export function closedShiftDie(die: Die, steps: number): Die | OffLadderShift {
  checkSteps(steps);
  if (steps === 0) return die;
  if (!isLadderDie(die)) return { offLadder: 'own' };
  return { sides: closedShift(die.sides, steps), multiplier: die.multiplier };
}

/**
 * openShift on whole dice, multipliers kept: `own` shifted, any excess past the ends shifting `opponent` the opposite
 * way. A die off the ladder is left as it is when no shift reaches it, and refused (which one, in the result) when one
 * would. On the ladder it is openShift exactly.
 * @example openShiftDice({ sides: 12, multiplier: 1 }, { sides: 14, multiplier: 1 }, 1) // { offLadder: 'opponent' }
 * @example openShiftDice({ sides: 6, multiplier: 1 }, { sides: 14, multiplier: 1 }, 1) // { own: { sides: 8, multiplier: 1 }, opponent: { sides: 14, multiplier: 1 } }
 */
export function openShiftDice(own: Die, opponent: Die, steps: number): { own: Die; opponent: Die } | OffLadderShift {
  checkSteps(steps);
  if (steps === 0) return { own, opponent };
  if (!isLadderDie(own)) return { offLadder: 'own' };
  const wanted = ladderIndex(own.sides) + steps;
  const reached = Math.min(TOP, Math.max(0, wanted));
  const shiftedOwn = { sides: dieTypeAt(reached), multiplier: own.multiplier };
  const opponentShifted = closedShiftDie(opponent, reached - wanted);
  if ('offLadder' in opponentShifted) return { offLadder: 'opponent' };
  return { own: shiftedOwn, opponent: opponentShifted };
}
