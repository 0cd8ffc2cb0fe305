import type { StepFunctions } from '../../../core/Kernel.js';
import { StepReturnError } from '../../../core/StepReturnError.js';
import type { Dist } from '../../../dice/exact/Dist.js';
import type { AttackCell } from '../common/AttackCell.js';
import { MISS, type Shooter } from '../common/attackShot.js';
import { type AttackExact, attackExactOf } from '../common/exactAttack.js';
import { ATTACK_RETURNS, rangedAttackExactSteps } from './rangedAttackSteps.js';

/**
 * The ranged attack with a house rule's exact `attack` twin (the book's where not replaced): each shot's outcome
 * from the twin, the LD rolls, shots and attackers combined as exactAttack does.
 * @example exactRangedAttackWith(cell, {}) // the book's, exactly exactAttack(cell)
 */
export function exactRangedAttackWith(cell: AttackCell, exactSteps: StepFunctions): AttackExact {
  const { attack } = rangedAttackExactSteps(exactSteps);
  return attackExactOf(cell, (shooter: Shooter): Dist<number> => {
    const outcome = attack(shooter);
    const keys = typeof outcome?.keys === 'function' ? outcome.keys() : undefined;
    if (!keys?.every((k) => Number.isInteger(k) && k >= MISS && k <= shooter.caught)) {
      throw new StepReturnError('attack (exact)', keys ?? outcome, `a Dist of ${ATTACK_RETURNS}`);
    }
    return outcome;
  });
}
