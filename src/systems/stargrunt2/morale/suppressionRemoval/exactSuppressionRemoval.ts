import type { NamedExactResult } from '../../../../core/ExactResult.js';
import type { SuppressionRemovalCell } from './SuppressionRemovalCell.js';
import { suppressionChain } from './suppressionChain.js';
import type { SuppressionRemovalDistribution, SuppressionRemovalOutcome } from './suppressionRemovalQuantities.js';

/**
 * Exact evaluator of suppression removal: the Markov chain iterated until less than 1e-12 is left
 * unresolved; that remainder goes to the last turn value ("cap or more").
 * @example exactSuppressionRemoval(cell).outcomes.clear_with_action_left // 0.75 for one marker on a Regular LV2
 */
export function exactSuppressionRemoval(
  cell: SuppressionRemovalCell,
): NamedExactResult<SuppressionRemovalOutcome, SuppressionRemovalDistribution> {
  const chain = suppressionChain(cell);
  const cap = cell.cap;
  const clear = new Array<number>(cap + 1).fill(0);
  const reorganise = new Array<number>(cap + 1).fill(0);
  for (let t = 1; t < cap; t++) {
    clear[t] = chain.cleared[t] - chain.cleared[t - 1];
    if (cell.reorganise) reorganise[t] = chain.reorganised[t] - chain.reorganised[t - 1];
  }
  clear[cap] = 1 - chain.cleared[cap - 1];
  if (cell.reorganise) reorganise[cap] = 1 - chain.reorganised[cap - 1];
  else reorganise[0] = 1;
  return {
    outcomes: {
      clear_with_action_left: chain.doneAfterFirstAction,
      clear_using_both_actions: chain.done[1] - chain.doneAfterFirstAction,
      not_clear_this_turn: 1 - chain.done[1],
    },
    distributions: { turns_to_clear: clear, turns_to_reorganise: reorganise },
  };
}
