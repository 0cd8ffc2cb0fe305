import type { CounterLayout } from '../../../core/CounterLayout.js';
import { type ToHitRollOutcome, toHitRollQuantities } from './toHitRollQuantities.js';

/**
 * Counter layout of a to-hit roll: hit, miss; no distributions.
 * @example toHitRollLayout().outcomes // ['hit', 'miss']
 */
export function toHitRollLayout(): CounterLayout<ToHitRollOutcome, never> {
  return toHitRollQuantities.layout({});
}
