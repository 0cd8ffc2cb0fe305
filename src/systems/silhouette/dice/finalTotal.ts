/**
 * The total of a Silhouette roll: raw value plus modifiers, never below zero (BASIC GAME MECHANISMS:
 * "If negative modifiers lower the total below zero, the final result is always zero"). A fumble
 * (raw 0) is −1: an automatic failure, whatever the modifiers.
 * @example finalTotal(3, -5) // 0
 */
export function finalTotal(raw: number, modifier: number): number {
  if (raw === 0) return -1;
  const total = raw + modifier;
  return total < 0 ? 0 : total;
}
