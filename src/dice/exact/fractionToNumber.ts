/**
 * num/den as the nearest-ish float, also when both are far beyond 2^1024
 * (both are shifted down together until they fit a double).
 * @example fractionToNumber(5n, 12n) // 5 / 12
 */
export function fractionToNumber(num: bigint, den: bigint): number {
  const excess = BigInt(Math.max(0, den.toString(2).length - 1000, num.toString(2).length - 1000));
  return Number(num >> excess) / Number(den >> excess);
}
