import type { StepFunctions } from '../../../core/Kernel.js';
import { StepReturnError } from '../../../core/StepReturnError.js';
import type { Dist } from '../../../dice/exact/Dist.js';
import { exactFire, type FireExact, fireExactFrom } from './exactFire.js';
import type { FireCell } from './FireCell.js';
import { maxPotentialHits } from './fireLayout.js';
import { fireExactSteps, fireHitsOf, fireVolleyOf } from './fireSteps.js';
import { hitEffectWith } from './hitEffectDist.js';
import { effectCode, volleyCode } from './stepResults.js';

/**
 * Exact fire with a house rule's exact twins of `potentialHits` and `hitEffect` (the book's where not replaced): STEPS 1
 * and 2 from the first, each armour group's STEP 3 from the second, STEP 4 and the casualties as exactFire's. A fire
 * that cannot happen calls no step. With the book's twins the result is exactFire's, to the last bit (a test checks it).
 * @example exactFireWith(cell, {}).outcomes.effective // exactFire(cell).outcomes.effective
 */
export function exactFireWith(cell: FireCell, exactSteps: StepFunctions): FireExact {
  if (cell.rangeDie === 0) return exactFire(cell);
  const steps = fireExactSteps(exactSteps);
  const maxHits = maxPotentialHits(cell);
  const start = steps.potentialHits(fireVolleyOf(cell));
  const startCodes = keysChecked(
    start,
    'potentialHits',
    (k) => volleyCode(k, maxHits),
    `a Dist of 'no_effect', 'suppressed_only' and whole numbers from 0 to ${maxHits}`,
  );
  const effects = fireHitsOf(cell).map((hit) =>
    hitEffectWith(cell, () =>
      keysChecked(steps.hitEffect(hit), 'hitEffect', effectCode, "a Dist of 'none', 'wound' and 'kill'"),
    ),
  );
  return fireExactFrom(cell, startCodes, effects);
}

/** A twin's Dist with its keys as codes; a located error when it is not a Dist or a key has no code (−1). */
function keysChecked<K extends string | number>(
  dist: Dist<K>,
  step: string,
  code: (k: K) => number,
  expected: string,
): Dist<number> {
  const keys = typeof dist?.keys === 'function' ? dist.keys() : undefined;
  if (!keys || keys.some((k) => code(k) < 0))
    throw new StepReturnError(`${step} (exact)`, keys?.find((k) => code(k) < 0) ?? dist, expected);
  return dist.map(code);
}
