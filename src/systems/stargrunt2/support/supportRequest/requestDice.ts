import { closedShift } from '../../../../dice/shift.js';

/**
 * The request die for 0 … `perRequest` chits committed, from the `base` die (parameter `request-die`, the book's D8): "Roll D8, shifted down one type per command level bypassed
 * and up one type per SUPPORT REQUEST chit", a CLOSED shift ("any excess shifts are ignored and the D4 or D12 used").
 * `net` adds the shifts up first ("if cumulative shifts should move the die type outside the range"); otherwise the
 * down shift stops at D4 before the chits shift it up again (the variant `down-then-up`).
 * @example requestDice(8, 1, 2, true) // [6, 8, 10] (the Squad leader's D6, "two of his counters to boost the die type from a D6 up to a D10")
 * @example requestDice(8, 3, 1, false) // [4, 6] (down-then-up: D8 → D4, then one chit to a D6; net would give D4)
 */
export function requestDice(base: number, bypassed: number, perRequest: number, net: boolean): number[] {
  const sides: number[] = [];
  for (let chits = 0; chits <= perRequest; chits++) {
    sides.push(net ? closedShift(base, chits - bypassed) : closedShift(closedShift(base, -bypassed), chits));
  }
  return sides;
}
