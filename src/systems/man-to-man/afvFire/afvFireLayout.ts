import type { CounterLayout } from '../../../core/CounterLayout.js';
import { type AfvFireDistribution, type AfvFireOutcome, afvFireQuantities } from './afvFireQuantities.js';

/**
 * Counter layout of AFV fire: nine outcomes, then the crew (0 steady or not tested, 1 retreats, 2 abandons
 * the vehicle, 3 lost with it).
 * @example afvFireLayout().distributions // [{ name: 'crew', size: 4 }]
 */
export function afvFireLayout(): CounterLayout<AfvFireOutcome, AfvFireDistribution> {
  return afvFireQuantities.layout({ crew: 4 });
}
