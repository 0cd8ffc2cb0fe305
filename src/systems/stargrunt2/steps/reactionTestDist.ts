import { Dist } from '../../../dice/exact/Dist.js';

/**
 * The exact counterpart of the reactionTest step (and so of suppressionRemoval, the communication and rally rolls,
 * a panic test, the close-assault tests that only pass or fail): 1 (passed) when the die of `sides` faces EXCEEDS
 * `needed`, else 0 (failed), over every face. `prob(1)` is the pass probability, `prob(0)` the failure's, each
 * correctly rounded (1 − P(pass) may differ from P(fail) in the last bit, so read the one the rule asks for).
 * @example reactionTestDist(8, 2).prob(1) // 0.75 (a Regular LV2 going In Position in cover)
 */
export function reactionTestDist(sides: number, needed: number): Dist<number> {
  return Dist.uniform(sides).map((roll) => (roll > needed ? 1 : 0));
}

const passes = new Map<string, number>();

/**
 * reactionTestDist(sides, needed).prob(1), remembered by (sides, needed): for the evaluators that ask it once per
 * state of a chain (the close-assault follow-through and reaction tests).
 * @example reactionTestPass(6, 3) // 0.5
 */
export function reactionTestPass(sides: number, needed: number): number {
  const key = `${sides},${needed}`;
  let p = passes.get(key);
  if (p === undefined) passes.set(key, (p = reactionTestDist(sides, needed).prob(1)));
  return p;
}
