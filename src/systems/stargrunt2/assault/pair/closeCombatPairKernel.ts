import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { closeCombatBout, closeCombatScore } from '../closeCombatBout.js';
import { UniformDraws } from '../uniformDraws.js';
import { type CloseCombatPairCell, PAIR_ROUND_CAP } from './CloseCombatPairCell.js';
import { closeCombatPairLayout } from './closeCombatPairLayout.js';

/** Uniforms generated at a time. */
const BUFFER = 2048;

/** Monte Carlo kernel of one close-combat pair fought until one figure is down (ties fight on). */
export function createCloseCombatPairKernel(cell: CloseCombatPairCell): Kernel {
  const plan = Int32Array.of(
    cell.attackerFirst.sides, cell.attackerFirst.multiplier, cell.defenderFirst.sides, cell.defenderFirst.multiplier,
    cell.attacker.sides, cell.attacker.multiplier, cell.defender.sides, cell.defender.multiplier,
  );
  const draws = new UniformDraws(BUFFER);
  return { run: (state, trials, c) => runPairs(plan, draws, state, trials, c) };
}

/** The kernel module of `close-combat-pair`. */
export default defineKernel({ layout: closeCombatPairLayout, create: createCloseCombatPairKernel });

function runPairs(plan: Int32Array, draws: UniformDraws, state: Uint32Array, trials: number, c: Float64Array): void {
  draws.start(state);
  for (let t = 0; t < trials; t++) {
    let round = 0;
    let bout = 0;
    do {
      const k = round === 0 ? 0 : 4;
      // The attacker rolls, then the defender against him: 1 the defender higher, −1 lower, 0 a tie.
      bout = closeCombatBout(draws, closeCombatScore(draws, plan[k], plan[k + 1]), plan[k + 2], plan[k + 3]);
      round++;
    } while (bout === 0);
    c[bout < 0 ? 0 : 1]++;
    c[2 + (round < PAIR_ROUND_CAP ? round : PAIR_ROUND_CAP)]++;
  }
}
