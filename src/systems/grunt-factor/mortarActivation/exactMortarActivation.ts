import type { MortarActivationCell } from './MortarActivationCell.js';
import type { MortarActivationDistribution, MortarActivationOutcome } from './mortarActivationQuantities.js';

/** Exact mortar activation: each outcome's probability and the firing actions of all mortars. */
interface MortarActivationExact {
  outcomes: Record<MortarActivationOutcome, number>;
  distributions: Record<MortarActivationDistribution, number[]>;
}

/**
 * Exact: success first in action k with (1 − p)^(k−1)·p, p = LD faces / 20. Closed form.
 * @example exactMortarActivation({ ldFaces: 10, attempts: 3, mortars: 1, firingBySuccess: [3, 2, 1] }).outcomes // { three_actions: 0.5, two_actions: 0.25, one_action: 0.125, no_fire: 0.125 }
 */
export function exactMortarActivation(cell: MortarActivationCell): MortarActivationExact {
  // By the action of the first success (0, 1, 2); an FO with fewer actions leaves the later ones at 0.
  const firstSuccess = [0, 0, 0];
  const firing = new Array<number>(Math.max(...cell.firingBySuccess) * cell.mortars + 1).fill(0);
  const p = cell.ldFaces / 20;
  let failing = 1;
  for (let k = 0; k < cell.attempts; k++) {
    firstSuccess[k] = failing * p;
    firing[cell.firingBySuccess[k] * cell.mortars] += failing * p;
    failing *= 1 - p;
  }
  firing[0] += failing;
  return {
    outcomes: {
      three_actions: firstSuccess[0],
      two_actions: firstSuccess[1],
      one_action: firstSuccess[2],
      no_fire: failing,
    },
    distributions: { firing_actions: firing },
  };
}
