import { finalTotal } from '../dice/finalTotal.js';

/**
 * One Initiative roll-off read as (winner, margin): +m when side A wins by m, −m when B does, 0 for a draw (rolled
 * again). A fumble (total −1) loses to any other roll, by the other's total (a fumble against a fumble is a draw).
 * @example initiativeResult(5, 0, 3, 0) // 2
 */
export function initiativeResult(rawA: number, modifierA: number, rawB: number, modifierB: number): number {
  const a = finalTotal(rawA, modifierA);
  const b = finalTotal(rawB, modifierB);
  if (a === b) return 0;
  if (a < 0) return -b;
  if (b < 0) return a;
  return a - b;
}
