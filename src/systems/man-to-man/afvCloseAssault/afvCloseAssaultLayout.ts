import type { CounterLayout } from '../../../core/CounterLayout.js';
import { type AfvCloseAssaultOutcome, afvCloseAssaultQuantities } from './afvCloseAssaultQuantities.js';

/**
 * Counter layout of a close assault on an AFV: three outcomes, no distributions.
 * @example afvCloseAssaultLayout().outcomes // ['no_effect', 'immobilised', 'knocked_out']
 */
export function afvCloseAssaultLayout(): CounterLayout<AfvCloseAssaultOutcome, never> {
  return afvCloseAssaultQuantities.layout({});
}
