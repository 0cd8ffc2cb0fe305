/**
 * The raw generator's bound: xoshiro128** draws mapped to a die face, state in local variables,
 * nothing else in the loop. Returns the sum of faces so the work cannot be optimised away.
 */
export function rawDraws(count: number, sides: number): number {
  let s0 = 0x9e3779b9 | 0;
  let s1 = 0x243f6a88 | 0;
  let s2 = 0xb7e15162 | 0;
  let s3 = 0xdeadbeef | 0;
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const x = Math.imul(s1, 5);
    const out = Math.imul((x << 7) | (x >>> 25), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    sum += ((out * sides * 2.3283064365386963e-10) | 0) + 1;
  }
  return sum;
}
