import type { Die } from './dieType.js';
import { diceMessages } from './messages.js';

/** State of a xoshiro128** generator (Blackman & Vigna): four 32-bit words, not all zero. */
export interface Rng {
  s: Uint32Array;
}

/**
 * Makes a generator from four 32-bit words (copied). Throws RangeError for the all-zero state.
 * @example nextUint32(createRng([1, 2, 3, 4])) // 11520
 */
export function createRng(state: ArrayLike<number>): Rng {
  const s = Uint32Array.from(state);
  if (s.length !== 4 || (s[0] | s[1] | s[2] | s[3]) === 0) throw new RangeError(diceMessages.rngState());
  return { s };
}

/**
 * Next output of xoshiro128** 1.1, an unsigned 32-bit integer; advances the state.
 * @example nextUint32(createRng([1, 2, 3, 4])) // 11520
 */
export function nextUint32(rng: Rng): number {
  const s = rng.s;
  const m = Math.imul(s[1], 5);
  const result = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
  const t = s[1] << 9;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = (s[3] << 11) | (s[3] >>> 21);
  return result;
}

/**
 * A face 1..sides from the high bits of the next output: `(((x >>> 0) * sides * 2 ** -32) | 0) + 1`.
 * The simulation kernels inline this exact arithmetic. Needs a whole `sides` from 1 to 2^21.
 * @example rollDie(createRng([1, 2, 3, 4]), 6) // 1 (11520 is in the lowest sixth)
 */
export function rollDie(rng: Rng, sides: number): number {
  const x = nextUint32(rng);
  return (((x >>> 0) * sides * 2 ** -32) | 0) + 1;
}

/**
 * One roll of a die times its multiplier (D12x3: a d12 times 3); a die with listed faces reads the face it lands on.
 * @example rollDieMultiplied(createRng([1, 2, 3, 4]), { sides: 12, multiplier: 3 }) // 3
 * @example rollDieMultiplied(createRng([1, 2, 3, 4]), { sides: 6, multiplier: 1, faces: [5, 0, 0, 0, 0, 0] }) // 5
 */
export function rollDieMultiplied(rng: Rng, die: Die): number {
  const face = rollDie(rng, die.sides);
  return (die.faces ? die.faces[face - 1] : face) * die.multiplier;
}
