import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { Dist } from '../../../../dice/exact/Dist.js';
import { faceTableDist } from '../../steps/faceTableDist.js';
import { communicationChance } from '../communicate/exactCommunicate.js';
import { CONFIDENCE_LEVEL_COUNT } from '../confidenceAfter.js';
import type { CasevacCell } from './CasevacCell.js';
import { casevacLevel } from './casevacLevel.js';
import type { CasevacDistribution, CasevacOutcome } from './casevacQuantities.js';

/**
 * Exact evaluator of CASUALTY EVACUATION: the call's die, the squad's D6 and every nearby unit's D6, enumerated.
 * A failed call evacuates nobody: every level stays.
 * @example exactCasevac({ call: { sides: 6, needed: 0, automatic: true }, start: 2, nearby: [], squadRise: [0, 0, 1, 1, 1, 2], nearbyRise: [0, 0, 0, 0, 1, 1] }).outcomes.up_1 // 0.5
 */
export function exactCasevac(cell: CasevacCell): NamedExactResult<CasevacOutcome, CasevacDistribution> {
  const called = communicationChance(cell.call);
  const gained = [0, 0, 0];
  const after = new Array<number>(CONFIDENCE_LEVEL_COUNT).fill(0);
  after[cell.start] += 1 - called;
  for (const [rise, p] of faceTableDist(cell.squadRise).entries()) {
    const level = casevacLevel(cell.start, rise);
    gained[cell.start - level] += called * p;
    after[level] += called * p;
  }
  // Each nearby unit below CO gains a level on 5+; one at CO cannot rise (counts 0).
  const oneRise = faceTableDist(cell.nearbyRise);
  const recovered = cell.nearby.reduce(
    (count, level) => count.combine(level > 0 ? oneRise : Dist.constant(0), (a, b) => a + b),
    Dist.constant(0),
  );
  const nearby = new Array<number>(cell.nearby.length + 1).fill(0);
  nearby[0] += 1 - called;
  for (const [k, p] of recovered.entries()) nearby[k] += called * p;
  return {
    outcomes: { call_failed: 1 - called, no_gain: gained[0], up_1: gained[1], up_2: gained[2] },
    distributions: { confidence_after: after, nearby_recovered: nearby },
  };
}
