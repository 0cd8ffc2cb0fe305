import type { StepFunctions } from '../../../core/Kernel.js';
import type { Dist } from '../../../dice/exact/Dist.js';
import type { Roll } from '../../../dice/Roll.js';
import { type HouseSteps, overBook } from '../../houseSteps.js';
import type { AttackCell } from '../common/AttackCell.js';
import { bookAttack, bookAttackDist, type Shooter } from '../common/attackShot.js';

/** The steps of `ranged-attack` a house-rule module may replace (docs/house-rules.md). */
export interface RangedAttackSteps {
  /**
   * One attack (shot) the LD roll let through: the figures it puts down, or -1 (MISS) when it misses. The book
   * rolls a d20 at or under the modified RC, then every figure the hit catches rolls its saves.
   */
  attack(shooter: Shooter, roll: Roll): number;
}

/** Their exact twins: the distribution of the attack's result (-1 for a miss, else the figures down). */
export interface RangedAttackExactSteps {
  attack(shooter: Shooter): Dist<number>;
}

/**
 * The book's steps (To Hit your target; To damage your target).
 * @example bookRangedAttackExactSteps.attack({ toHit: 8, save: 10, saveRolls: 1, caught: 1 }).prob(-1) // 0.6
 */
export const bookRangedAttackSteps: RangedAttackSteps = { attack: bookAttack };
export const bookRangedAttackExactSteps: RangedAttackExactSteps = { attack: bookAttackDist };

/** What an `attack` step and its twin may return, in words (for StepReturnError). */
export const ATTACK_RETURNS =
  '-1 (a miss) or the figures down, a whole number from 0 to the figures the hit catches (shooter.caught)';

/** What `houseSteps` of the definition says of them. */
export const rangedAttackHouseSteps = {
  book: bookRangedAttackSteps as unknown as StepFunctions,
  steps: {
    attack: {
      does: 'one attack (shot) the LD roll let through: the to-hit d20 and the damage saves; `shooter` is { toHit, save, saveRolls, caught }',
      returns: 'the figures it puts down (a whole number, 0 when all save, at most caught), or -1 for a miss',
      exactReturns: 'a Dist of that number',
      language: {
        names: {
          toHit: 'the modified RC: the to-hit d20 hits at or under it',
          save: 'the save value: a damage d20 over it fails',
          saveRolls: 'damage rolls each caught figure makes (one failed is a casualty)',
          caught: 'the figures the hit catches',
        },
        reads: 'number',
      },
    },
  },
} satisfies Omit<HouseSteps<AttackCell>, 'exact'>;

/** The module's steps over the book's, typed. */
export function rangedAttackSteps(steps: StepFunctions): RangedAttackSteps {
  return overBook(bookRangedAttackSteps, steps);
}

/** The module's exact twins over the book's, typed. */
export function rangedAttackExactSteps(steps: StepFunctions): RangedAttackExactSteps {
  return overBook(bookRangedAttackExactSteps, steps);
}
