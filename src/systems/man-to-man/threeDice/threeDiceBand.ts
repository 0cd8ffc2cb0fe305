/**
 * The 4.4 band of a 3d6 total: 0 for 3-5 (critical hits), 1 for 6-15 (the attribute decides), 2 for 16-18 (critical failures).
 * @example threeDiceBand(16) // 2
 */
export function threeDiceBand(total: number): number {
  return total <= 5 ? 0 : total <= 15 ? 1 : 2;
}
