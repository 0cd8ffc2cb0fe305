import type { StepFunctions } from '../../../core/Kernel.js';
import { StepReturnError } from '../../../core/StepReturnError.js';
import { Dist } from '../../../dice/exact/Dist.js';
import type { Roll } from '../../../dice/Roll.js';
import { type DerivedOutcomes, type HouseSteps, overBook } from '../../houseSteps.js';
import { StepDerivation } from '../../StepDerivation.js';
import type { AttackCell } from './AttackCell.js';

/** The attack roll as a house rule's `attackRoll` step sees it: the attacker's ATK, the target's DEF, Fast Shot. */
export interface AttackRollSides {
  /** The attacker's ATK against the target (Hollow Point Rounds and Bayonets included). */
  atk: number;
  /** The target's DEF (cover, hunker, Body Armor included). */
  def: number;
  /** Fast Shot: 0 none, 1 re-roll the attacker's die after a miss, 2 re-roll both dice. */
  fastShot: 0 | 1 | 2;
}

/** What an attack roll decides: whether the target is hit, and the attacker's final die (a blast radius reads it). */
export interface AttackRollResult {
  hit: boolean;
  attackerDie: number;
}

/** The steps of `attack` a house-rule module may replace (docs/house-rules.md). */
export interface AttackSteps {
  /**
   * The attack roll against the primary target. The book: both roll a d6, a hit when d6 + ATK is HIGHER than d6 +
   * DEF; after a miss Fast Shot re-rolls. Other units in a blast radius each roll their own d6 + DEF against the
   * attacker's final die, as the book has it.
   */
  attackRoll(sides: AttackRollSides, roll: Roll): AttackRollResult;
}

/** Their exact twins: the distribution of attackerDie × 2 + 1 for a hit (+ 0 for a miss). */
export interface AttackExactSteps {
  attackRoll(sides: AttackRollSides): Dist<number>;
}

/** What an `attackRoll` step returns, in words (for StepReturnError). */
export const ATTACK_ROLL_RETURNS = '{ hit: true or false, attackerDie: a whole number }';

/**
 * The book's step (How Combat Works: "If the attacker's total is higher than that of the defender, the defender
 * takes a hit"; Fast Shot: "May re-roll an attack. Second roll sticks"), drawing the dice in attackRoll's order.
 * @example bookAttackExactSteps.attackRoll({ atk: 3, def: 2, fastShot: 0 }).probWhere((k) => k % 2 === 1) // 0.5833333333333334
 */
export const bookAttackSteps: AttackSteps = {
  attackRoll: ({ atk, def, fastShot }, roll) => {
    let a = roll.die(6);
    let d = roll.die(6);
    let hit = atk + a > def + d;
    if (!hit && fastShot > 0) {
      a = roll.die(6);
      if (fastShot === 2) d = roll.die(6);
      hit = atk + a > def + d;
    }
    return { hit, attackerDie: a };
  },
};
export const bookAttackExactSteps: AttackExactSteps = {
  // Derived from the book's step itself, once per { atk, def, fastShot } (StepDerivation).
  attackRoll: (sides) => bookDerivation().twin('attackRoll')(sides) as Dist<number>,
};

let derivation: StepDerivation | undefined;
function bookDerivation(): StepDerivation {
  return (derivation ??= new StepDerivation(attackHouseSteps, {}));
}

/** What `houseSteps` of the definition says of them. */
export const attackHouseSteps = {
  book: bookAttackSteps as unknown as StepFunctions,
  steps: {
    attackRoll: {
      does: "the attack roll against the primary target; `sides` is { atk, def, fastShot } (other units in a blast radius roll their own DEF against the attacker's final die)",
      returns: ATTACK_ROLL_RETURNS,
      exactReturns: 'a Dist of attackerDie × 2 + 1 for a hit, + 0 for a miss',
      twinOf: (derived: DerivedOutcomes, step: string) =>
        Dist.fromWeights(
          derived.values.map((v, i) => {
            const r = v as Partial<AttackRollResult> | null;
            if (typeof r?.hit !== 'boolean' || !Number.isInteger(r.attackerDie))
              throw new StepReturnError(step, v, ATTACK_ROLL_RETURNS);
            return [r.attackerDie! * 2 + (r.hit ? 1 : 0), derived.weights[i]] as const;
          }),
        ),
    },
  },
} satisfies Omit<HouseSteps<AttackCell>, 'exact'>;

/** The module's steps over the book's, typed. */
export function attackSteps(steps: StepFunctions): AttackSteps {
  return overBook(bookAttackSteps, steps);
}

/** The module's exact twins over the book's, typed. */
export function attackExactSteps(steps: StepFunctions): AttackExactSteps {
  return overBook(bookAttackExactSteps, steps);
}

/**
 * A cell's attack roll against its primary target, as the step takes it.
 * @example attackRollSides(cell) // { atk: 3, def: 2, fastShot: 0 } for riflemen at riflemen in the open
 */
export function attackRollSides(cell: AttackCell): AttackRollSides {
  return { atk: cell.targets[0].atk, def: cell.targets[0].def, fastShot: cell.fastShot };
}
