import { ExactIntractableError } from '../../core/ExactIntractableError.js';
import { diceMessages } from '../messages.js';
import { fractionToNumber } from './fractionToNumber.js';
import type { StepOutcomes } from './Script.js';

/** The most ways a pool's faces can fall that one `faceCounts` enumerates (10d6: 3 003; 10d10: 92 378). */
const FACE_COUNT_LIMIT = 100_000;

/**
 * The exact outcomes of `roll.faceCounts(count, sides)`: every way the pool's faces can fall, as counts per face
 * ([0, ones, twos, …], as Roll gives them), each weighted by the orders that roll it (count! / Π tally!) over
 * sides^count — a pool of 10d6 is 3 003 outcomes, not 6^10. Throws ExactIntractableError past FACE_COUNT_LIMIT.
 * @example faceCountOutcomes(2, 2).values // [[0, 0, 2], [0, 1, 1], [0, 2, 0]], weights [1n, 2n, 1n] over 4n
 */
export function faceCountOutcomes(count: number, sides: number): StepOutcomes<readonly number[]> {
  if (!Number.isSafeInteger(sides) || sides < 1) throw new RangeError(diceMessages.faces(sides));
  if (!Number.isSafeInteger(count)) throw new RangeError(diceMessages.diceCount(count));
  const dice = Math.max(0, count);
  if (pools(dice, sides) > FACE_COUNT_LIMIT) {
    throw new ExactIntractableError(diceMessages.faceCountsTooMany(count, sides, FACE_COUNT_LIMIT));
  }
  const factorial = [1n];
  for (let n = 1; n <= dice; n++) factorial.push(factorial[n - 1] * BigInt(n));
  const total = BigInt(sides) ** BigInt(dice);
  const values: number[][] = [];
  const weights: bigint[] = [];
  const tally = new Array<number>(sides + 1).fill(0);
  // Face by face from the highest: how many of the dice left show it; the lowest face takes the rest.
  const place = (face: number, left: number, orders: bigint): void => {
    if (face === 1) {
      tally[1] = left;
      values.push([...tally]);
      weights.push(orders / factorial[left]);
      return;
    }
    for (let k = left; k >= 0; k--) {
      tally[face] = k;
      place(face - 1, left - k, orders / factorial[k]);
    }
  };
  place(sides, dice, factorial[dice]);
  return { values, weights, total, probs: weights.map((w) => fractionToNumber(w, total)) };
}

/** How many ways `count` dice of `sides` faces can fall, order aside: C(count + sides − 1, sides − 1). */
function pools(count: number, sides: number): number {
  let ways = 1;
  for (let i = 1; i < sides; i++) ways = (ways * (count + i)) / i;
  return Math.round(ways);
}
