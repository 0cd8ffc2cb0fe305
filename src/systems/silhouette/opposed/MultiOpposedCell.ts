import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { OpposedRoll } from './OpposedCell.js';

/**
 * Several independent opposed tests in one resolution (WALKING FIRE: "Each separate attack is rolled
 * separately"), their per-margin values summed into each distribution. Plain data for the workers.
 */
export interface MultiOpposedCell<O extends string = string, D extends string = string> {
  attacks: Array<
    OpposedRoll & {
      /** For each distribution, this attack's contribution for each margin code 0..maxCode. */
      valuesOf: Record<D, number[]>;
    }
  >;
  fumbles: boolean;
  /** Points each 6 beyond the first adds to a roll (rules.extra-six; 1 in the book). */
  sixBonus: number;
  /** The resolution's outcomes, and its distributions sized for this cell. */
  layout: CounterLayout<O, D>;
  /** Which distribution's sum decides the outcome, and the outcome for each of its values. */
  outcomeBy: D;
  outcomeOf: O[];
  note?: string;
}
