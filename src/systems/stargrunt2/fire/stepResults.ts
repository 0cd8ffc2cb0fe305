/**
 * The code of a `potentialHits` step's result, as the fire's evaluators count STEPS 1 and 2: 0 no effect, 1 suppressed
 * only, 2 + h fully effective with h potential hits; −1 for anything else (h not a whole number from 0 to `maxHits`).
 * @example volleyCode(3, 5) // 5
 */
export function volleyCode(result: unknown, maxHits: number): number {
  if (result === 'no_effect') return 0;
  if (result === 'suppressed_only') return 1;
  return Number.isInteger(result) && (result as number) >= 0 && (result as number) <= maxHits
    ? 2 + (result as number)
    : -1;
}

/**
 * The code of a `hitEffect` step's result (0 none, 1 wound, 2 kill); −1 for anything else.
 * @example effectCode('kill') // 2
 */
export function effectCode(effect: unknown): number {
  return effect === 'none' ? 0 : effect === 'wound' ? 1 : effect === 'kill' ? 2 : -1;
}
