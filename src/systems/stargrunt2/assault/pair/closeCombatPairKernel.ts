import { fillUniforms } from '../../../../dice/fillUniforms.js';
import type { Kernel } from '../../../LegacyKernel.js';
import { type CloseCombatPairCell, closeCombatPairLayout, PAIR_ROUND_CAP } from './CloseCombatPairCell.js';

const BUFFER = 2048;

/** Monte Carlo kernel of one close-combat pair fought until one figure is down (ties fight on). */
export function createCloseCombatPairKernel(cell: CloseCombatPairCell): Kernel {
  const plan = Int32Array.of(
    cell.attackerFirst.sides, cell.attackerFirst.multiplier, cell.defenderFirst.sides, cell.defenderFirst.multiplier,
    cell.attacker.sides, cell.attacker.multiplier, cell.defender.sides, cell.defender.multiplier,
  );
  const u = new Float64Array(BUFFER);
  return { layout: closeCombatPairLayout(), run: (state, trials, c) => runPairs(plan, u, state, trials, c) };
}

function runPairs(plan: Int32Array, u: Float64Array, state: Uint32Array, trials: number, c: Float64Array): void {
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    let round = 0;
    let a = 0;
    let d = 0;
    do {
      if (next > u.length - 2) {
        fillUniforms(state, u);
        next = 0;
      }
      const k = round === 0 ? 0 : 4;
      a = (((u[next++] * plan[k]) | 0) + 1) * plan[k + 1];
      d = (((u[next++] * plan[k + 2]) | 0) + 1) * plan[k + 3];
      round++;
    } while (a === d);
    c[a > d ? 0 : 1]++;
    c[2 + (round < PAIR_ROUND_CAP ? round : PAIR_ROUND_CAP)]++;
  }
}
