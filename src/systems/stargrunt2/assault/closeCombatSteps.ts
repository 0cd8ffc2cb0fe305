import type { StepFunctions } from '../../../core/Kernel.js';
import { StepReturnError } from '../../../core/StepReturnError.js';
import type { Dist } from '../../../dice/exact/Dist.js';
import type { Roll } from '../../../dice/Roll.js';
import { type HouseSteps, overBook } from '../../houseSteps.js';
import { StepDerivation } from '../../StepDerivation.js';
import type { CloseCombatDie } from './closeCombatDice.js';
import { isScoreDist } from './scoreWeights.js';

/** A figure as a house rule's `score` step sees it: its close-combat die (weapon and cover shifts applied) and power armour. */
export interface CloseCombatFighter {
  sides: number;
  powerArmour: boolean;
}

/**
 * The steps of close combat a house-rule module may replace (docs/house-rules.md): the same in `close-combat-pair`
 * and `close-assault`, so one rule serves both.
 */
export interface CloseCombatSteps {
  /** A figure's close-combat score: the book rolls its die and doubles it in power armour. */
  score(figure: CloseCombatFighter, roll: Roll): number;
}

/** Their exact twins: the distribution of the score. */
export interface CloseCombatExactSteps {
  score(figure: CloseCombatFighter): Dist<number>;
}

/**
 * The book's steps (CLOSE COMBAT RESOLUTION: "If one figure is in POWER ARMOUR, then DOUBLE his die roll score").
 * @example bookCloseCombatExactSteps.score({ sides: 6, powerArmour: true }).keys() // [2, 4, 6, 8, 10, 12]
 */
export const bookCloseCombatSteps: CloseCombatSteps = {
  score: (figure, roll) => roll.die(figure.sides) * (figure.powerArmour ? 2 : 1),
};

export const bookCloseCombatExactSteps: CloseCombatExactSteps = {
  // Derived from the book's step itself, once per figure (StepDerivation).
  score: (figure) => bookDerivation().twin('score')(figure) as Dist<number>,
};

/** The four close-combat dice a pair or a single unit's assault carries: first round (cover bonus), later rounds. */
interface CloseCombatRoundDice {
  attackerFirst: CloseCombatDie;
  defenderFirst: CloseCombatDie;
  attacker: CloseCombatDie;
  defender: CloseCombatDie;
}

/**
 * A close-combat die as the fighter the steps take.
 * @example closeCombatFighter({ sides: 12, multiplier: 2 }) // { sides: 12, powerArmour: true }
 */
function closeCombatFighter(die: CloseCombatDie): CloseCombatFighter {
  return { sides: die.sides, powerArmour: die.multiplier === 2 };
}

/**
 * A cell's four dice (first round, later rounds) as the fighters the steps take.
 * @example closeCombatFighters(cell)[0] // { sides: 10, powerArmour: false }: the attacker in the first round
 */
export function closeCombatFighters(cell: CloseCombatRoundDice): CloseCombatFighter[] {
  return [cell.attackerFirst, cell.defenderFirst, cell.attacker, cell.defender].map(closeCombatFighter);
}

let derivation: StepDerivation | undefined;
function bookDerivation(): StepDerivation {
  return (derivation ??= new StepDerivation(closeCombatHouseSteps, {}));
}

/** What `houseSteps` of the definitions (close-combat-pair, close-assault) says of them. */
export const closeCombatHouseSteps = {
  book: bookCloseCombatSteps as unknown as StepFunctions,
  steps: {
    score: {
      does: "a figure's close-combat score from its die (sides, after weapon and cover shifts) and power armour",
      returns:
        'a number (against each opponent the higher score downs the other; equal scores both stand and fight on)',
      exactReturns: 'a Dist of the score',
      language: {
        names: {
          sides: "the figure's die (4, 6, 8, 10 or 12) after weapon and cover shifts",
          powerArmour: '1 in power armour, else 0',
        },
        reads: 'number',
      },
    },
  },
} satisfies Omit<HouseSteps, 'exact'>;

/** The module's steps over the book's, typed. */
export function closeCombatSteps(steps: StepFunctions): CloseCombatSteps {
  return overBook(bookCloseCombatSteps, steps);
}

/** The module's exact twins over the book's, typed. */
export function closeCombatExactSteps(exactSteps: StepFunctions): CloseCombatExactSteps {
  return overBook(bookCloseCombatExactSteps, exactSteps);
}

/**
 * The `score` step rolling through `roll`, its return checked (a designer's step may return anything).
 * @example checkedScore(closeCombatSteps({}), roll)({ sides: 6, powerArmour: false }) // 1 … 6
 */
export function checkedScore(steps: CloseCombatSteps, roll: Roll): (figure: CloseCombatFighter) => number {
  const { score } = steps;
  return (figure) => {
    const s = score(figure, roll);
    if (typeof s !== 'number' || !Number.isFinite(s)) throw new StepReturnError('score', s, 'a number');
    return s;
  };
}

/**
 * A checked `score` by die (sides, multiplier) for the kernels that hold dice, not fighters: one fighter kept per
 * die, none made per roll.
 * @example scoreByDie(score)(12, 2) // score({ sides: 12, powerArmour: true })
 */
export function scoreByDie(
  score: (figure: CloseCombatFighter) => number,
): (sides: number, multiplier: number) => number {
  const fighters = new Map<number, CloseCombatFighter>();
  return (sides, multiplier) => {
    const key = sides * 4 + multiplier;
    let figure = fighters.get(key);
    if (figure === undefined) fighters.set(key, (figure = closeCombatFighter({ sides, multiplier })));
    return score(figure);
  };
}

/**
 * The exact `score` twin by die, for the exact rounds (groupOutcome): one distribution kept per die.
 * @example houseDieScores(bookCloseCombatExactSteps.score)({ sides: 6, multiplier: 2 }).keys() // [2, 4, 6, 8, 10, 12]
 */
export function houseDieScores(score: CloseCombatExactSteps['score']): (die: CloseCombatDie) => Dist<number> {
  const kept = new Map<number, Dist<number>>();
  return (die) => {
    const key = die.sides * 4 + die.multiplier;
    let dist = kept.get(key);
    if (dist === undefined) {
      dist = score(closeCombatFighter(die));
      if (!isScoreDist(dist))
        throw new StepReturnError('score (exact)', dist, 'a Dist of numbers (dice.die(…), Dist.fromWeights(…) …)');
      kept.set(key, dist);
    }
    return dist;
  };
}
