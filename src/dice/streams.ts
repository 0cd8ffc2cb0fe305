import { diceMessages } from './messages.js';
import { createRng, type Rng } from './xoshiro128.js';

// One xoshiro128** stream per chunk, its state hashed from (seed, chunkIndex) with splitmix64
// (Vigna's splitmix64.c), done in 64-bit BigInt arithmetic; it runs once per chunk.
//   key = mix64(seed + GAMMA) ^ chunkIndex      (all 53 bits of the seed are hashed)
//   a = mix64(key + GAMMA), b = mix64(key + 2 GAMMA)   (two splitmix64 steps from key)
//   state = [low(a), high(a), low(b), high(b)]
// For one seed, distinct chunks give distinct keys, and their splitmix64 sequences never overlap
// (keys differ by less than 2^53, far from GAMMA). mix64 is a bijection with mix64(0) = 0, so a and b
// are both zero only if GAMMA = 0: the state is never all zero.

const MASK = (1n << 64n) - 1n;
const GAMMA = 0x9e3779b97f4a7c15n;

function mix64(z: bigint): bigint {
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
  return z ^ (z >> 31n);
}

function checkKey(what: string, value: number): bigint {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(diceMessages.streamKey(what, value));
  return BigInt(value);
}

/**
 * Generator state (4 words, never all zero) of the stream for one chunk of a run.
 * seed and chunkIndex are whole numbers from 0 to 2^53-1.
 * @example Array.from(streamState(7, 1)) // [1557333855, 1027718985, 2378488315, 4289457498]
 */
export function streamState(seed: number, chunkIndex: number): Uint32Array {
  const key = mix64((checkKey('seed', seed) + GAMMA) & MASK) ^ checkKey('chunk index', chunkIndex);
  const a = mix64((key + GAMMA) & MASK);
  const b = mix64((key + 2n * GAMMA) & MASK);
  return Uint32Array.of(Number(a & 0xffffffffn), Number(a >> 32n), Number(b & 0xffffffffn), Number(b >> 32n));
}

/**
 * The generator for one chunk: the same (seed, chunkIndex) always gives the same numbers.
 * @example nextUint32(createStream(7, 0)) === nextUint32(createStream(7, 0)) // true
 */
export function createStream(seed: number, chunkIndex: number): Rng {
  return createRng(streamState(seed, chunkIndex));
}
