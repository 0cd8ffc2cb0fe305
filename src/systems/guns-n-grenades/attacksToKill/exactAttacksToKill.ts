import type { ExactResult } from '../../../core/ExactResult.js';
import { hitChance } from '../hitChance.js';
import type { AttacksToKillCell } from './AttacksToKillCell.js';
import { type AttacksToKillDistribution, type AttacksToKillOutcome, DEAD_WITHIN } from './attacksToKillQuantities.js';
import { killChain, WITHIN } from './killChain.js';

/**
 * Exact evaluator of attacks-to-kill: the hit chance of one attack by enumeration (hitChance), then the
 * Markov chain of the target's life track attack by attack up to the cap; what is left beyond it (below
 * 1e-12 unless the target can never be killed) goes to the value cap + 1.
 * @example exactAttacksToKill(cell).outcomes.dead_within_10 // P(dead within 10 attacks)
 */
export function exactAttacksToKill(
  cell: AttacksToKillCell,
): ExactResult<AttacksToKillOutcome, AttacksToKillDistribution> {
  const p = cell.canAttack ? hitChance(cell.atk, cell.def, cell.fastShot).prob(1) : 0;
  const { deadAt } = killChain(p, cell.next, cell.dead, cell.damage);
  const attacks = new Float64Array(cell.cap + 2);
  const distributions: Partial<Record<AttacksToKillDistribution, number[] | Float64Array>> = { attacks };
  let within = 0;
  for (let n = 1; n <= cell.cap; n++) {
    attacks[n] = deadAt[n];
    if (n <= WITHIN) {
      within += deadAt[n];
      distributions[DEAD_WITHIN[n - 1]] = [1 - within, within];
    }
  }
  const killed = deadAt.slice(1, cell.cap + 1).reduce((a, b) => a + b, 0);
  attacks[cell.cap + 1] = Math.max(0, 1 - killed);
  return { outcomes: { dead_within_10: within, alive_after_10: 1 - within }, distributions };
}
