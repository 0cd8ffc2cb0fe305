/**
 * Greatest common divisor of two non-negative bigints (gcd(0, 0) = 0).
 * @example gcd(36n, 15n) // 3n
 */
export function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/**
 * Least common multiple of two positive bigints.
 * @example lcm(4n, 6n) // 12n
 */
export function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}
