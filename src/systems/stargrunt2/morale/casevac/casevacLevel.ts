/**
 * A unit's level after a CASEVAC rise: "no unit may rise above CONFIDENT (CO)" — and nothing else bounds it ("the
 * effects of successful Casevac CAN actually raise the CL of fatigued troops above their initial starting levels").
 * Levels are 0 (CO) to 4 (RO), so rising lowers the number.
 * @example casevacLevel(1, 2) // 0: a Steady squad rolling a 6 stops at Confident
 */
export function casevacLevel(start: number, rise: number): number {
  return start > rise ? start - rise : 0;
}
