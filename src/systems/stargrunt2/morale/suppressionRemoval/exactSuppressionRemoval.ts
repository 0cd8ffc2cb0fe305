import { counterLength } from '../../../LegacyKernel.js';
import { suppressionChain } from './suppressionChain.js';
import { type SuppressionRemovalCell, suppressionRemovalLayout } from './SuppressionRemovalCell.js';

/**
 * Exact evaluator of suppression removal: the Markov chain iterated until less than 1e-12 is left
 * unresolved; that remainder goes to the last turn value ("cap or more"). Kernel layout.
 */
export function exactSuppressionRemoval(cell: SuppressionRemovalCell): Float64Array {
  const layout = suppressionRemovalLayout(cell);
  const out = new Float64Array(counterLength(layout));
  const chain = suppressionChain(cell);
  out[0] = chain.doneAfterFirstAction;
  out[1] = chain.done[1] - chain.doneAfterFirstAction;
  out[2] = 1 - chain.done[1];
  const cap = cell.cap;
  const clearAt = 3;
  const reorganiseAt = 3 + cap + 1;
  for (let t = 1; t < cap; t++) {
    out[clearAt + t] = chain.cleared[t] - chain.cleared[t - 1];
    if (cell.reorganise) out[reorganiseAt + t] = chain.reorganised[t] - chain.reorganised[t - 1];
  }
  out[clearAt + cap] = 1 - chain.cleared[cap - 1];
  if (cell.reorganise) out[reorganiseAt + cap] = 1 - chain.reorganised[cap - 1];
  else out[reorganiseAt] = 1;
  return out;
}
