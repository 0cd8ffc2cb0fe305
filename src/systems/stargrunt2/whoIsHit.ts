import { DIE_TYPES } from '../../dice/dieType.js';

/**
 * How the figure taking each hit is chosen (variant `who-is-hit`).
 * - `nearest-die` (default): "roll the nearest die type to the actual number of figures (ie: for four
 *   figures or less use a D4, for 5-6 figures a D6, 7-8 a D8 and so on)", counting round again from the
 *   first figure past the last; with more than 12 figures a D12 is rolled and figures 13+ are never hit.
 * - `uniform`: every figure equally likely (a dN for N figures).
 */
export type WhoIsHitRule = 'nearest-die' | 'uniform';

/**
 * Sides of the "who buys the farm" die.
 * @example whoIsHitDie(8, 'nearest-die') // 8 (the rulebook's eight-man squad rolls a D8)
 */
export function whoIsHitDie(figures: number, rule: WhoIsHitRule): number {
  if (rule === 'uniform') return figures;
  for (const sides of DIE_TYPES) if (figures <= sides) return sides;
  return 12;
}

/**
 * The figure (0-based, counting from the nominated first figure) hit by a face of that die.
 * @example figureHit(6, 5) // 0 ("if you have five figures and roll 6 ... go back to the first figure")
 */
export function figureHit(face: number, figures: number): number {
  return (face - 1) % figures;
}
