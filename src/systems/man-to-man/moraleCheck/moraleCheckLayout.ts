import type { CounterLayout } from '../../../core/CounterLayout.js';
import { type MoraleCheckOutcome, moraleCheckQuantities } from './moraleCheckQuantities.js';

/**
 * Counter layout of a morale check: three outcomes, no distributions.
 * @example moraleCheckLayout().outcomes // ['pass', 'flee', 'surrender']
 */
export function moraleCheckLayout(): CounterLayout<MoraleCheckOutcome, never> {
  return moraleCheckQuantities.layout({});
}
