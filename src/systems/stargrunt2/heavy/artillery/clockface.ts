const H = Math.sqrt(3) / 2;

/**
 * THE "CLOCKFACE" DIRECTION METHOD: the unit step of each D12 face (index face − 1), x to the right and
 * y towards 12 o'clock, "perpendicular to the firer's baseline table edge" (away from the firer, over
 * the aim point; 6 is short, 9 left, 3 right). Written out so that 3, 6, 9 and 12 are exact.
 * @example [CLOCK_X[8], CLOCK_Y[8]] // [-1, 0] (9 o'clock: left)
 */
export const CLOCK_X = Float64Array.of(0.5, H, 1, H, 0.5, 0, -0.5, -H, -1, -H, -0.5, 0);
export const CLOCK_Y = Float64Array.of(H, 0.5, 0, -0.5, -H, -1, -H, -0.5, 0, 0.5, H, 1);

/** Slack on the burst edge so that a figure exactly on the radius is treated alike by every evaluator. */
const EDGE_SLACK = 1e-9;

/**
 * The bound on the squared distance from a burst centre that counts as "within the burst radius":
 * `within` (the default) takes in a figure exactly on the edge, `inside` leaves it out.
 * @example burstLimit(3, 'within') > 9 // true
 */
export function burstLimit(radius: number, edge: 'within' | 'inside'): number {
  return edge === 'within' ? radius * radius + EDGE_SLACK : radius * radius - EDGE_SLACK;
}

/**
 * Where a round lands: `from` moved `distance` inches towards clock `face` (1–12). Every evaluator
 * places rounds with this same arithmetic, so they agree to the last bit on which figures are caught.
 * @example landing(0, 0, 9, 4) // [-4, 0] (the second round of the MULTIPLE INCOMING ROUNDS example)
 */
export function landing(fromX: number, fromY: number, face: number, distance: number): [number, number] {
  return [fromX + distance * CLOCK_X[face - 1], fromY + distance * CLOCK_Y[face - 1]];
}
