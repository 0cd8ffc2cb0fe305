import type { StepFunctions } from '../../../core/Kernel.js';
import type { Dist } from '../../../dice/exact/Dist.js';
import type { Roll } from '../../../dice/Roll.js';
import { overBook } from '../../houseSteps.js';
import { dSixes } from '../dSixes.js';

/** The steps of `skill-roll` a house-rule module may replace (docs/house-rules.md). */
export interface SkillRollSteps {
  /** The roll read against the attribute and the 4.4 criticals: the book's 3d6 total, 3 to 18. */
  threeDice(roll: Roll): number;
}

/** Their exact twins: the distribution of the total. */
export interface SkillRollExactSteps {
  threeDice(): Dist<number>;
}

/**
 * The book's steps (4.0: "roll three six-sided dice").
 * @example bookSkillRollExactSteps.threeDice().prob(3) // 1 / 216
 */
export const bookSkillRollSteps: SkillRollSteps = { threeDice: (roll) => roll.dice(3, 6) };
export const bookSkillRollExactSteps: SkillRollExactSteps = { threeDice: () => dSixes(3) };

/** What `houseSteps` of the definition says of them. */
export const skillRollHouseSteps = {
  book: bookSkillRollSteps as unknown as StepFunctions,
  steps: {
    threeDice: {
      does: 'the total read against the attribute and the criticals table (the book: 3d6)',
      returns: 'a whole number from 3 to 18',
      exactReturns: 'a Dist of the total over 3 … 18',
      language: { names: {}, reads: 'number' as const },
    },
  },
};

/** The module's steps over the book's, typed. */
export function skillRollSteps(steps: StepFunctions): SkillRollSteps {
  return overBook(bookSkillRollSteps, steps);
}
