/**
 * TYPES OF DIE ROLLS ii) and iii), the SINGLE and MULTIPLE OPPOSED ROLL, for the kernels: the opposing die
 * (`against` sides: a range die, an ECM die …) rolled from `u[next]`, then each of the acting `dice` from
 * `u[next + 1]` on, each compared separately to it. Returns the dice that EXCEED the opposing roll × 2¹⁶ + the
 * total of the acting dice (STEP 1 of fire scores the total): `score >>> 16` is the count (two or more a MAJOR
 * SUCCESS, one a MINOR SUCCESS), `score & 0xffff` the total. Branch-free, and small so that the kernels calling it
 * get it inlined (the fire kernel's rate depends on it).
 *
 * Contract: reads exactly `1 + dice.length` uniforms from `u[next]` on (a face is ((u × sides) | 0) + 1, as
 * `rollDie`) and advances nothing: the caller adds `1 + dice.length` to `next`. `against` must not be 0 (an
 * impossible roll draws nothing: the caller's). What a success does is the caller's.
 * @example opposedRoll(Int32Array.of(6, 6), 6, Float64Array.of(0, 0.99, 0.99), 0) >>> 16 // 2: both dice beat a 1
 */
export function opposedRoll(dice: Int32Array, against: number, u: Float64Array, next: number): number {
  const r = ((u[next] * against) | 0) + 1;
  let above = 0;
  let total = 0;
  for (let i = 0; i < dice.length; i++) {
    const face = ((u[next + 1 + i] * dice[i]) | 0) + 1;
    total += face;
    above += (r - face) >>> 31; // 1 when the die EXCEEDS the opposing roll
  }
  return (above << 16) | total;
}
