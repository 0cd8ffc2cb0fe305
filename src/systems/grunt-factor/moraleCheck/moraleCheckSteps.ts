import type { StepFunctions } from '../../../core/Kernel.js';
import { StepReturnError } from '../../../core/StepReturnError.js';
import { fractionToNumber } from '../../../dice/exact/fractionToNumber.js';
import type { Roll } from '../../../dice/Roll.js';
import { type DerivedOutcomes, overBook } from '../../houseSteps.js';
import type { MoraleCheckCell } from './MoraleCheckCell.js';

/** The unit as a house rule's `ldRoll` step sees it: the LD it tests against. */
export interface MoraleUnit {
  ld: number;
}

/** The steps of `morale-check` a house-rule module may replace (docs/house-rules.md). */
export interface MoraleCheckSteps {
  /** One LD roll: true when it passes. The book rolls a d20 at or under LD. */
  ldRoll(unit: MoraleUnit, roll: Roll): boolean;
}

/** Their exact twins: the chance that one LD roll passes. */
export interface MoraleCheckExactSteps {
  ldRoll(unit: MoraleUnit): number;
}

/**
 * The book's steps (Morale checks: "roll a d20 ... equal to or under the squad's LD"); `ldFaces` caps LD at 0 … 20
 * as d20Faces does.
 * @example bookMoraleCheckExactSteps.ldRoll({ ld: 9 }) // 0.45
 */
export const bookMoraleCheckSteps: MoraleCheckSteps = { ldRoll: (unit, roll) => roll.die(20) <= unit.ld };
export const bookMoraleCheckExactSteps: MoraleCheckExactSteps = {
  ldRoll: (unit) => Math.max(0, Math.min(20, unit.ld)) / 20,
};

/** What `houseSteps` of the definition says of them. */
export const moraleCheckHouseSteps = {
  book: bookMoraleCheckSteps as unknown as StepFunctions,
  steps: {
    ldRoll: {
      does: "one LD roll of a morale check, the unit's LD given",
      returns: 'true when the roll passes',
      exactReturns: 'the chance (0 to 1) that it passes',
      twinOf: (derived: DerivedOutcomes, step: string) => {
        let passes = 0n;
        derived.values.forEach((v, i) => {
          if (typeof v !== 'boolean') throw new StepReturnError(step, v, 'true (passed) or false (failed)');
          if (v) passes += derived.weights[i];
        });
        return fractionToNumber(passes, derived.total);
      },
      twinMeans: 'true',
      language: { names: { ld: "the unit's LD" }, reads: 'pass' as const },
    },
  },
};

/** The module's steps over the book's, typed. */
export function moraleSteps(steps: StepFunctions): MoraleCheckSteps {
  return overBook(bookMoraleCheckSteps, steps);
}

/** A cell's unit, as the steps take it. */
export function moraleUnit(cell: MoraleCheckCell): MoraleUnit {
  return { ld: cell.ld };
}
