import { counterLength } from '../../LegacyKernel.js';
import { hitChance } from '../hitChance.js';
import type { AttacksToKillCell } from './AttacksToKillCell.js';
import { attacksToKillLayout } from './attacksToKillLayout.js';
import { killChain, WITHIN } from './killChain.js';

/**
 * Exact evaluator of attacks-to-kill: the hit chance of one attack by enumeration (hitChance), then the
 * Markov chain of the target's life track attack by attack up to the cap; what is left beyond it (below
 * 1e-12 unless the target can never be killed) goes to the value cap + 1.
 */
export function exactAttacksToKill(cell: AttacksToKillCell): Float64Array {
  const layout = attacksToKillLayout(cell);
  const out = new Float64Array(counterLength(layout));
  const p = cell.canAttack ? hitChance(cell.atk, cell.def, cell.fastShot).prob(1) : 0;
  const { deadAt } = killChain(p, cell.next, cell.dead, cell.damage);
  const oAttacks = 2;
  const oWithin = oAttacks + cell.cap + 2;
  let within = 0;
  for (let n = 1; n <= cell.cap; n++) {
    out[oAttacks + n] = deadAt[n];
    if (n <= WITHIN) within += deadAt[n];
    if (n <= WITHIN) {
      out[oWithin + 2 * (n - 1) + 1] = within;
      out[oWithin + 2 * (n - 1)] = 1 - within;
    }
  }
  const killed = deadAt.slice(1, cell.cap + 1).reduce((a, b) => a + b, 0);
  out[oAttacks + cell.cap + 1] = Math.max(0, 1 - killed);
  out[0] = within;
  out[1] = 1 - within;
  return out;
}
