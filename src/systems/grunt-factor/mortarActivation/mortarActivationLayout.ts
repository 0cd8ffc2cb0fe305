import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { MortarActivationCell } from './MortarActivationCell.js';
import {
  type MortarActivationDistribution,
  type MortarActivationOutcome,
  mortarActivationQuantities,
} from './mortarActivationQuantities.js';

/**
 * Layout: three_actions, two_actions, one_action, no_fire; then firing_actions (all mortars, 0..most × mortars).
 * @example mortarActivationLayout({ ldFaces: 9, attempts: 3, mortars: 2, firingBySuccess: [3, 2, 1] }).distributions[0].size // 7
 */
export function mortarActivationLayout(
  cell: MortarActivationCell,
): CounterLayout<MortarActivationOutcome, MortarActivationDistribution> {
  return mortarActivationQuantities.layout({ firing_actions: Math.max(...cell.firingBySuccess) * cell.mortars + 1 });
}
