import type { CounterLayout } from '../../../core/CounterLayout.js';
import { MOST_TIES } from './ScoutRollOffCell.js';
import {
  type ScoutRollOffDistribution,
  type ScoutRollOffOutcome,
  scoutRollOffQuantities,
} from './scoutRollOffQuantities.js';

/**
 * Counter layout of the roll-off: three outcomes, then the tied roll-offs 0..MOST_TIES (the last: that many or more).
 * @example scoutRollOffLayout().distributions[0].size // 9
 */
export function scoutRollOffLayout(): CounterLayout<ScoutRollOffOutcome, ScoutRollOffDistribution> {
  return scoutRollOffQuantities.layout({ ties: MOST_TIES + 1 });
}
