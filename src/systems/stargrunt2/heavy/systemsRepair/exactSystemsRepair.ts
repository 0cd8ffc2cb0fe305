import type { NamedExactResult } from '../../../../core/ExactResult.js';
import type { SystemsRepairCell } from './SystemsRepairCell.js';
import type { SystemsRepairDistribution, SystemsRepairOutcome } from './systemsRepairQuantities.js';

/**
 * Exact evaluator of the SYSTEMS repair: attempt n is the first success with probability (1 − p)^(n − 1) · p, p the
 * chance of the D6 reaching `successOn`; attempts of one activation share its number.
 * @example exactSystemsRepair({ activations: 2, attemptsPerActivation: 1, successOn: 5 }).outcomes.restored // 5/9
 */
export function exactSystemsRepair(
  cell: SystemsRepairCell,
): NamedExactResult<SystemsRepairOutcome, SystemsRepairDistribution> {
  const { activations, attemptsPerActivation: per, successOn } = cell;
  const p = (7 - successOn) / 6;
  const most = activations * per;
  const restoredOn = new Array<number>(activations + 2).fill(0);
  const attempts = new Array<number>(most + 1).fill(0);
  let stillOut = 1;
  for (let n = 1; n <= most; n++) {
    const first = stillOut * p;
    restoredOn[Math.ceil(n / per)] += first;
    attempts[n] += first;
    stillOut *= 1 - p;
  }
  restoredOn[activations + 1] = stillOut;
  attempts[most] += stillOut;
  return {
    outcomes: { restored: 1 - stillOut, still_out: stillOut },
    distributions: { restored_on_activation: restoredOn, attempts },
  };
}
