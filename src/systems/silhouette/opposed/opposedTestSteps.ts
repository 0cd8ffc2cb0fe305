import type { StepFunctions } from '../../../core/Kernel.js';
import { StepReturnError } from '../../../core/StepReturnError.js';
import type { Dist } from '../../../dice/exact/Dist.js';
import type { Roll } from '../../../dice/Roll.js';
import { overBook } from '../../houseSteps.js';
import { finalTotal } from '../dice/finalTotal.js';
import { silhouetteRoll } from '../dice/silhouetteRoll.js';
import { DRAW, MISS, marginCode } from './marginCode.js';
import { marginCodeDist } from './marginCodeDist.js';
import type { OpposedCell } from './OpposedCell.js';

/** An opposed test as a house rule's `opposedTest` step sees it: both rolls' dice and modifiers, and the rule variants. */
export interface SilhouetteOpposedTest {
  /** Dice of the attack roll (the attacker's Skill) and the sum of its modifiers. */
  attackDice: number;
  attackModifier: number;
  /** Dice of the defense roll and the sum of its modifiers. */
  defenseDice: number;
  defenseModifier: number;
  /** Whether all 1s is a fumble (rules.fumble). */
  fumbles: boolean;
  /** Points each 6 beyond the first adds to a roll (rules.extra-six; 1 in the book). */
  extraSix: number;
}

/** What an opposed test ends in: a miss, a draw (the defender wins), or a success with that Margin of Success (0 or more). */
export type OpposedResult = 'miss' | 'draw' | number;

/** The steps of `ranged-attack` a house-rule module may replace (docs/house-rules.md). */
export interface OpposedTestSteps {
  /** The attack roll against the defense roll: the book rolls each side's dice, keeps the highest (+1 per extra 6), adds the modifiers. */
  opposedTest(test: SilhouetteOpposedTest, roll: Roll): OpposedResult;
}

/** Their exact twins: the distribution of the result. */
export interface OpposedTestExactSteps {
  opposedTest(test: SilhouetteOpposedTest): Dist<OpposedResult>;
}

/**
 * A margin code (marginCode) as the steps' result, and back.
 * @example resultOfCode(4) // 2: a success with MoS 2
 */
function resultOfCode(code: number): OpposedResult {
  return code === MISS ? 'miss' : code === DRAW ? 'draw' : code - 2;
}

/**
 * The book's steps (BASIC GAME MECHANISMS: "the highest value rolled is considered to be the outcome of the die
 * roll. If more than one 6 is rolled, each extra 6 adds one (1) point to the total"; "If a Player's die roll is
 * greater than his opponent's, the test succeeds"; "Draws are won by the defender"; a fumble fails automatically,
 * read as marginCode reads it). The attack roll first, then the defense roll.
 * @example bookOpposedTestExactSteps.opposedTest({ attackDice: 1, attackModifier: 0, defenseDice: 1, defenseModifier: 0, fumbles: true, extraSix: 1 }).prob('draw') // 5 / 36
 */
export const bookOpposedTestSteps: OpposedTestSteps = {
  opposedTest: (t, roll) => {
    const attack = finalTotal(silhouetteRoll(t.attackDice, t.fumbles, t.extraSix, roll), t.attackModifier);
    const defense = finalTotal(silhouetteRoll(t.defenseDice, t.fumbles, t.extraSix, roll), t.defenseModifier);
    return resultOfCode(marginCode(attack, defense));
  },
};

export const bookOpposedTestExactSteps: OpposedTestExactSteps = {
  opposedTest: (t) => marginCodeDist(t, t.fumbles, t.extraSix).map(resultOfCode),
};

/**
 * A cell's opposed test as the step takes it.
 * @example opposedTestOf(cell).extraSix // 1 in the book
 */
export function opposedTestOf(cell: OpposedCell): SilhouetteOpposedTest {
  const { attackDice, attackModifier, defenseDice, defenseModifier, fumbles, sixBonus } = cell;
  return { attackDice, attackModifier, defenseDice, defenseModifier, fumbles, extraSix: sixBonus };
}

/**
 * A step's result as the cell's margin code, refused in words outside the cell's tables (they run to the highest
 * Margin of Success the attack roll can reach by the book).
 * @example codeOfResult('draw', 9) // 1
 */
export function codeOfResult(result: unknown, maxCode: number, step = 'opposedTest'): number {
  if (result === 'miss') return MISS;
  if (result === 'draw') return DRAW;
  if (typeof result === 'number' && Number.isInteger(result) && result >= 0 && result <= maxCode - 2) return result + 2;
  throw new StepReturnError(
    step,
    result,
    `'miss', 'draw' or a whole Margin of Success from 0 to ${maxCode - 2} (the most this attack reaches by the book)`,
  );
}

/** What `houseSteps` of the definition says of them. */
export const opposedTestHouseSteps = {
  book: bookOpposedTestSteps as unknown as StepFunctions,
  steps: {
    opposedTest: {
      does: 'the attack roll against the defense roll; `test` is { attackDice, attackModifier, defenseDice, defenseModifier, fumbles, extraSix }',
      returns: "'miss', 'draw' (the defender wins) or a success's Margin of Success (a whole number, 0 or more)",
      exactReturns: 'a Dist of the result',
    },
  },
};

/** The module's steps over the book's, typed. */
export function opposedTestSteps(steps: StepFunctions): OpposedTestSteps {
  return overBook(bookOpposedTestSteps, steps);
}

/** The module's exact twins over the book's, typed. */
export function opposedTestExactSteps(steps: StepFunctions): OpposedTestExactSteps {
  return overBook(bookOpposedTestExactSteps, steps);
}
