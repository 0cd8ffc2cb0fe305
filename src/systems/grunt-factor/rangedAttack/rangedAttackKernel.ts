import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel, type StepFunctions } from '../../../core/Kernel.js';
import { StepReturnError } from '../../../core/StepReturnError.js';
import { Roll } from '../../../dice/Roll.js';
import type { AttackCell } from '../common/AttackCell.js';
import { createAttackKernel } from '../common/attackKernel.js';
import { attackLayout } from '../common/attackLayout.js';
import { attackShooters, MISS } from '../common/attackShot.js';
import { ATTACK_RETURNS, rangedAttackSteps } from './rangedAttackSteps.js';

/** The kernel module of `resolve: ranged-attack`: the shared attack kernel, and the path with a house rule's steps. */
export default defineKernel({
  layout: attackLayout,
  create: createAttackKernel,
  withSteps: createHouseRangedAttackKernel,
});

/**
 * The kernel with a house rule's `attack` step (docs/house-rules.md), the book's order step by step: each attacker's
 * fire action makes its LD roll beyond 60 cm (once, or before each shot), then each shot it lets through is one call
 * of the step; its hits and figures down are counted as the built-in kernel counts them.
 */
export function createHouseRangedAttackKernel(cell: AttackCell, steps: StepFunctions, roll = new Roll()): Kernel {
  const { attack } = rangedAttackSteps(steps);
  const [first, rest] = attackShooters(cell);
  const [oHits, oCasualties] = layoutOffsets(attackLayout(cell));
  const ldPasses = () => roll.die(20) <= cell.ldFaces;
  return {
    run(state, trials, c) {
      roll.start(state);
      for (let t = 0; t < trials; t++) {
        let hits = 0;
        let unsaved = 0;
        for (let a = 0; a < cell.attackers; a++) {
          if (cell.ldRoll && !cell.ldPerShot && !ldPasses()) continue;
          for (let s = 0; s < cell.shots; s++) {
            if (cell.ldRoll && cell.ldPerShot && !ldPasses()) continue;
            const shooter = s === 0 ? first : rest;
            const down = attack(shooter, roll);
            if (!Number.isInteger(down) || down < MISS || down > shooter.caught)
              throw new StepReturnError('attack', down, ATTACK_RETURNS);
            if (down === MISS) continue;
            hits++;
            unsaved += down;
          }
        }
        const casualties = Math.min(unsaved, cell.figures);
        c[casualties > 0 ? 2 : hits > 0 ? 1 : 0]++;
        c[oHits + hits]++;
        c[oCasualties + casualties]++;
      }
    },
  };
}
