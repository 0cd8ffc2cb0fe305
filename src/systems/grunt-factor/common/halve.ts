/**
 * Half a value, rounded down (Panic: "halved, rounding down") or up.
 * @example halve(7, 'down') // 3
 */
export function halve(value: number, rounding: 'down' | 'up'): number {
  return rounding === 'down' ? Math.floor(value / 2) : Math.ceil(value / 2);
}
