import type { StepFunctions } from '../../../core/Kernel.js';
import type { Dist } from '../../../dice/exact/Dist.js';
import type { Roll } from '../../../dice/Roll.js';
import { overBook } from '../../houseSteps.js';
import { rawRollDist } from '../dice/rawRollDist.js';
import { silhouetteRoll } from '../dice/silhouetteRoll.js';
import type { SkillRollCell } from './SkillRollCell.js';

/** A skill roll's dice as a house rule's `rawRoll` step sees them: how many, and the rule variants. */
export interface SilhouettePool {
  /** Dice rolled: the Skill level. */
  dice: number;
  /** Whether all 1s is a fumble (rules.fumble). */
  fumbles: boolean;
  /** Points each 6 beyond the first adds to a roll (rules.extra-six; 1 in the book). */
  extraSix: number;
}

/** The steps of Silhouette `skill-roll` a house-rule module may replace (docs/house-rules.md). */
export interface SilhouetteSkillRollSteps {
  /** The roll before modifiers: the book keeps the highest die, +1 per extra 6, and all 1s is a fumble (0). */
  rawRoll(pool: SilhouettePool, roll: Roll): number;
}

/** Their exact twins: the distribution of the raw roll. */
export interface SilhouetteSkillRollExactSteps {
  rawRoll(pool: SilhouettePool): Dist<number>;
}

/**
 * The book's steps (BASIC GAME MECHANISMS: "the highest value rolled is considered to be the outcome of the die
 * roll. If more than one 6 is rolled, each extra 6 adds one (1) point to the total"; all 1s a fumble).
 * @example bookSilhouetteSkillRollExactSteps.rawRoll({ dice: 1, fumbles: true, extraSix: 1 }).prob(0) // 1 / 6
 */
export const bookSilhouetteSkillRollSteps: SilhouetteSkillRollSteps = {
  rawRoll: (pool, roll) => silhouetteRoll(pool.dice, pool.fumbles, pool.extraSix, roll),
};
export const bookSilhouetteSkillRollExactSteps: SilhouetteSkillRollExactSteps = {
  rawRoll: (pool) => rawRollDist(pool.dice, pool.fumbles, pool.extraSix),
};

/** What `houseSteps` of the definition says of them. */
export const skillRollHouseSteps = {
  book: bookSilhouetteSkillRollSteps as unknown as StepFunctions,
  steps: {
    rawRoll: {
      does: 'the roll before modifiers; `pool` is { dice, fumbles, extraSix }',
      returns: "a whole number: 0 for a fumble, else the roll (at most 6 + extraSix per extra die, the book's most)",
      exactReturns: 'a Dist of the raw roll',
      language: {
        names: {
          dice: 'dice rolled (the Skill level)',
          fumbles: '1 when all 1s is a fumble, else 0',
          extraSix: 'points each 6 beyond the first adds',
        },
        reads: 'number' as const,
      },
    },
  },
};

/** The module's steps over the book's, typed. */
export function skillRollSteps(steps: StepFunctions): SilhouetteSkillRollSteps {
  return overBook(bookSilhouetteSkillRollSteps, steps);
}

/**
 * A cell's dice as the step takes them.
 * @example skillRollPool(cell).extraSix // the cell's sixBonus (rules.extra-six: 1 in the book)
 */
export function skillRollPool(cell: SkillRollCell): SilhouettePool {
  return { dice: cell.dice, fumbles: cell.fumbles, extraSix: cell.sixBonus };
}
