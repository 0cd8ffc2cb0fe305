import { defineKernel, type Kernel, type StepFunctions } from '../../../../core/Kernel.js';
import { Roll } from '../../../../dice/Roll.js';
import { UniformDraws } from '../../../../dice/uniformDraws.js';
import { closeCombatBout, closeCombatScore } from '../closeCombatBout.js';
import { checkedScore, closeCombatFighters, closeCombatSteps } from '../closeCombatSteps.js';
import { type CloseCombatPairCell, PAIR_ROUND_CAP } from './CloseCombatPairCell.js';
import { closeCombatPairLayout } from './closeCombatPairLayout.js';

/** Monte Carlo kernel of one close-combat pair fought until one figure is down (ties fight on). */
export function createCloseCombatPairKernel(cell: CloseCombatPairCell): Kernel {
  const plan = Int32Array.of(
    cell.attackerFirst.sides,
    cell.attackerFirst.multiplier,
    cell.defenderFirst.sides,
    cell.defenderFirst.multiplier,
    cell.attacker.sides,
    cell.attacker.multiplier,
    cell.defender.sides,
    cell.defender.multiplier,
  );
  // A fight may last any number of rounds: the buffer is topped up before each round's two uniforms.
  const draws = new UniformDraws();
  return { run: (state, trials, c) => runPairs(plan, draws, state, trials, c) };
}

/** The kernel module of `close-combat-pair`. */
export default defineKernel({
  layout: closeCombatPairLayout,
  create: createCloseCombatPairKernel,
  withSteps: createHouseCloseCombatPairKernel,
});

/**
 * The kernel with a house rule's `score` step (docs/house-rules.md): the same fight, each score from the step. With
 * the book's step restated it draws the same uniforms in the same order as the built-in kernel: the same results.
 */
export function createHouseCloseCombatPairKernel(
  cell: CloseCombatPairCell,
  steps: StepFunctions,
  roll = new Roll(),
): Kernel {
  const fighters = closeCombatFighters(cell);
  const scored = checkedScore(closeCombatSteps(steps), roll);
  return {
    run(state, trials, c) {
      roll.start(state);
      for (let t = 0; t < trials; t++) {
        let round = 0;
        let bout = 0;
        do {
          const k = round === 0 ? 0 : 2;
          const attacker = scored(fighters[k]);
          const defender = scored(fighters[k + 1]);
          bout = defender > attacker ? 1 : defender < attacker ? -1 : 0;
          round++;
        } while (bout === 0);
        c[bout < 0 ? 0 : 1]++;
        c[2 + (round < PAIR_ROUND_CAP ? round : PAIR_ROUND_CAP)]++;
      }
    },
  };
}

function runPairs(plan: Int32Array, draws: UniformDraws, state: Uint32Array, trials: number, c: Float64Array): void {
  const u = draws.values;
  draws.start(state);
  for (let t = 0; t < trials; t++) {
    let round = 0;
    let bout = 0;
    do {
      draws.reserve(2);
      const next = draws.next;
      draws.next = next + 2;
      const k = round === 0 ? 0 : 4;
      // The attacker rolls, then the defender against him: 1 the defender higher, −1 lower, 0 a tie.
      const attacker = closeCombatScore(u[next], plan[k], plan[k + 1]);
      bout = closeCombatBout(u[next + 1], attacker, plan[k + 2], plan[k + 3]);
      round++;
    } while (bout === 0);
    c[bout < 0 ? 0 : 1]++;
    c[2 + (round < PAIR_ROUND_CAP ? round : PAIR_ROUND_CAP)]++;
  }
}
