import { FLIPPED, NOT_A_UNIT, NOTHING, REVEALED } from '../counterResults.js';

/**
 * The probabilities of the counter's results (indexed NOTHING … REVEALED) by their outcome names.
 * @example counterOutcomeNames([0.5, 0, 0.25, 0.25]).flipped // 0.25
 */
export function counterOutcomeNames(p: number[]): {
  nothing: number;
  not_a_unit: number;
  flipped: number;
  revealed: number;
} {
  return { nothing: p[NOTHING], not_a_unit: p[NOT_A_UNIT], flipped: p[FLIPPED], revealed: p[REVEALED] };
}
