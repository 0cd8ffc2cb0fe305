import type { StepFunctions } from '../../../core/Kernel.js';
import { StepReturnError } from '../../../core/StepReturnError.js';
import { moraleExactSteps, moraleUnit } from './moraleCheckSteps.js';
import type { MoraleCheckCell } from './MoraleCheckCell.js';
import type { MoraleCheckDistribution, MoraleCheckOutcome } from './moraleCheckQuantities.js';

/** Exact morale check: each outcome's probability and the failed checks by count (0, 1, 2). */
export interface MoraleCheckExact {
  outcomes: Record<MoraleCheckOutcome, number>;
  distributions: Record<MoraleCheckDistribution, number[]>;
}

/**
 * Exact evaluator of a morale check: with f = failing faces / 20, each check due fails with f (both with
 * one roll, or independently). Closed form, no truncation.
 * @example exactMoraleCheck({ morale: true, special: false, oneRoll: false, ld: 9, ldFaces: 9 }).outcomes.panicked // 0.55
 */
export function exactMoraleCheck(cell: MoraleCheckCell): MoraleCheckExact {
  return exactMoraleCheckAt(cell, cell.ldFaces / 20);
}

/**
 * The check with a house rule's exact `ldRoll` twin (the book's where not replaced): the chance of one roll passing.
 * @example exactMoraleCheckWith({ morale: true, special: false, oneRoll: false, ld: 9, ldFaces: 9 }, {}).outcomes.passed // 0.45
 */
export function exactMoraleCheckWith(cell: MoraleCheckCell, exactSteps: StepFunctions): MoraleCheckExact {
  const pass = moraleExactSteps(exactSteps).ldRoll(moraleUnit(cell));
  if (typeof pass !== 'number' || !(pass >= 0 && pass <= 1)) throw new StepReturnError('ldRoll (exact)', pass, 'a chance from 0 to 1');
  return exactMoraleCheckAt(cell, pass);
}

function exactMoraleCheckAt(cell: MoraleCheckCell, pass: number): MoraleCheckExact {
  if (!cell.morale && !cell.special) {
    return {
      outcomes: { no_check: 1, passed: 0, falls_back: 0, panicked: 0, panicked_and_falls_back: 0 },
      distributions: { checks_failed: [1, 0, 0] },
    };
  }
  const fail = 1 - pass;
  let passed = 0;
  let fallsBack = 0;
  let panicked = 0;
  let both = 0;
  if (cell.morale && cell.special) {
    if (cell.oneRoll) {
      passed = pass;
      both = fail;
    } else {
      passed = pass * pass;
      fallsBack = pass * fail;
      panicked = fail * pass;
      both = fail * fail;
    }
  } else {
    passed = pass;
    if (cell.morale) panicked = fail;
    else fallsBack = fail;
  }
  return {
    outcomes: { no_check: 0, passed, falls_back: fallsBack, panicked, panicked_and_falls_back: both },
    distributions: { checks_failed: [passed, fallsBack + panicked, both] },
  };
}
