/**
 * The damage save (To damage your target): base (the book's 10, rules.save-base), minus the amount damage exceeds
 * armour, plus the amount armour exceeds damage; the save is a d20 at or under it.
 * @example saveTarget(10, 8, 10) // 8
 */
export function saveTarget(damage: number, armour: number, base: number): number {
  return base + armour - damage;
}
