import type { CounterLayout } from '../../../../core/CounterLayout.js';
import type { CommunicateCell } from './CommunicateCell.js';
import {
  type CommunicateDistribution,
  type CommunicateOutcome,
  communicateQuantities,
} from './communicateQuantities.js';

/**
 * Counter layout of a communication: pass, fail; with an enemy EW unit jamming, the `jammed` histogram (0, 1).
 * @example communicateLayout({ sides: 8, needed: 2, automatic: false }).outcomes // ['pass', 'fail']
 */
export function communicateLayout(cell: CommunicateCell): CounterLayout<CommunicateOutcome, CommunicateDistribution> {
  const layout = communicateQuantities.layout({ jammed: 2 });
  return cell.jam ? layout : { ...layout, distributions: [] };
}
