import type { StepFunctions } from '../../../../core/Kernel.js';
import { Dist } from '../../../../dice/exact/Dist.js';
import type { Roll } from '../../../../dice/Roll.js';
import type { HouseSteps } from '../../../houseSteps.js';
import type { CloseCombatDie } from '../closeCombatDice.js';
import type { CloseCombatPairCell } from './CloseCombatPairCell.js';

/** A figure as a house rule's `score` step sees it: its close-combat die (weapon and cover shifts applied) and power armour. */
export interface CloseCombatFighter {
  sides: number;
  powerArmour: boolean;
}

/** The steps of `close-combat-pair` a house-rule module may replace (docs/house-rules.md). */
export interface CloseCombatPairSteps {
  /** A figure's close-combat score: the book rolls its die and doubles it in power armour. */
  score(figure: CloseCombatFighter, roll: Roll): number;
}

/** Their exact twins: the distribution of the score. */
export interface CloseCombatPairExactSteps {
  score(figure: CloseCombatFighter): Dist<number>;
}

/**
 * The book's steps (CLOSE COMBAT RESOLUTION: "If one figure is in POWER ARMOUR, then DOUBLE his die roll score").
 * @example bookCloseCombatPairExactSteps.score({ sides: 6, powerArmour: true }).keys() // [2, 4, 6, 8, 10, 12]
 */
export const bookCloseCombatPairSteps: CloseCombatPairSteps = {
  score: (figure, roll) => roll.die(figure.sides) * (figure.powerArmour ? 2 : 1),
};

export const bookCloseCombatPairExactSteps: CloseCombatPairExactSteps = {
  score: (figure) => Dist.die({ sides: figure.sides, multiplier: figure.powerArmour ? 2 : 1 }),
};

/**
 * A cell's four dice (first round, later rounds) as the fighters the steps take.
 * @example pairFighters(cell)[0] // { sides: 10, powerArmour: false }: the attacker in the first round
 */
export function pairFighters(cell: CloseCombatPairCell): CloseCombatFighter[] {
  const fighter = (die: CloseCombatDie): CloseCombatFighter => ({ sides: die.sides, powerArmour: die.multiplier === 2 });
  return [cell.attackerFirst, cell.defenderFirst, cell.attacker, cell.defender].map(fighter);
}

/** What `houseSteps` of the definition says of them. */
export const closeCombatPairHouseSteps = {
  steps: {
    score: {
      does: "a figure's close-combat score from its die (sides, after weapon and cover shifts) and power armour",
      returns: 'a number (the higher score wins the round; equal scores fight on)',
      exactReturns: 'a Dist of the score',
    },
  },
} satisfies Omit<HouseSteps<CloseCombatPairCell>, 'exact'>;

/** The module's steps over the book's, typed. */
export function pairSteps(steps: StepFunctions): CloseCombatPairSteps {
  return { ...bookCloseCombatPairSteps, ...(steps as Partial<CloseCombatPairSteps>) };
}
