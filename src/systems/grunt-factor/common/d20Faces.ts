/**
 * Faces of a d20 at or under a roll-under target ("lower or equal"), 0 to 20.
 * @example d20Faces(8) // 8
 */
export function d20Faces(target: number): number {
  return Math.max(0, Math.min(20, Math.floor(target)));
}
