import type { CounterLayout } from '../../../core/CounterLayout.js';
import {
  type MoraleCheckDistribution,
  type MoraleCheckOutcome,
  moraleCheckQuantities,
} from './moraleCheckQuantities.js';

/**
 * Counter layout of a morale check: the five outcomes, then the histogram of failed checks (0..2).
 * @example moraleCheckLayout().distributions // [{ name: 'checks_failed', size: 3 }]
 */
export function moraleCheckLayout(): CounterLayout<MoraleCheckOutcome, MoraleCheckDistribution> {
  return moraleCheckQuantities.layout({ checks_failed: 3 });
}
