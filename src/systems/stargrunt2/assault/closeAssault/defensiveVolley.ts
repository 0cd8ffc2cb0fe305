import type { UniformDraws } from '../../../../dice/uniformDraws.js';
import { clearVolley, fireVolley, type VolleyPlan } from '../../fire/fireVolley.js';

/**
 * FINAL DEFENSIVE FIRE once the defenders fire: the fire procedure (every step, with "no normal SUPPRESSION
 * result": only the casualties count) as one volley of the `fire` resolution, drawn straight from the buffer
 * (refilled first when a whole volley may not fit). Leaves the volley's counts in `fired` (see VOLLEY).
 * @example defensiveVolley(draws, volleyPlan(fireCell), fired); fired[VOLLEY.dead] // attackers killed
 */
export function defensiveVolley(draws: UniformDraws, fire: VolleyPlan, fired: Int32Array): void {
  draws.reserve(fire.drawsAtMost);
  draws.next = fireVolley(fire, draws.values, draws.next, fired);
  clearVolley(fire, fired);
}
