import { stopsAfter } from '../../../dice/exact/stopsAfter.js';
import { MOST_TIES, type ScoutRollOffCell } from './ScoutRollOffCell.js';
import type { ScoutRollOffDistribution, ScoutRollOffOutcome } from './scoutRollOffQuantities.js';

/** Of the 36 pairs of d6, 6 tie and 15 go each way. */
const TIE = 6 / 36;

/**
 * Exact roll-off: with ties rolled again each player places first ½ (15 of the 30 untied pairs), after k ties with
 * (1/6)^k · 5/6; with ties ending it, 15/36 each and 6/36 nobody.
 * @example exactScoutRollOff({ tiesRollAgain: true }).outcomes.first_player // 0.5
 */
export function exactScoutRollOff(cell: ScoutRollOffCell): {
  outcomes: Record<ScoutRollOffOutcome, number>;
  distributions: Record<ScoutRollOffDistribution, Float64Array>;
} {
  if (!cell.tiesRollAgain) {
    return {
      outcomes: { first_player: 15 / 36, second_player: 15 / 36, nobody: TIE },
      distributions: { ties: Float64Array.of(1 - TIE, TIE) },
    };
  }
  return {
    outcomes: { first_player: 0.5, second_player: 0.5, nobody: 0 },
    distributions: { ties: stopsAfter(TIE, 1 - TIE, MOST_TIES) },
  };
}
