import { Distribution } from './Distribution.js';
import { checkLimit } from './limits.js';

/** AnyDice's default explode depth: up to 2 extra rolls ("set \"explode depth\""). */
export const DEFAULT_EXPLODE_DEPTH = 2;

/**
 * AnyDice's [explode D]: on its highest outcome the die is rolled again and the rolls added, up to `depth` extra
 * rolls; the last roll is kept as it falls, even on the highest outcome. The mass of those last highest rolls —
 * the chance the explosion would have gone on — is added to `truncated`: P(max)^(depth+1).
 */
export function explode(die: Distribution, depth = DEFAULT_EXPLODE_DEPTH): Distribution {
  if (!Number.isSafeInteger(depth) || depth < 0) {
    throw new RangeError(`An explode depth is a whole number of at least 0, not ${depth}.`);
  }
  checkLimit('explodeDepth', depth);
  const top = die.max;
  let result = die;
  for (let level = 0; level < depth; level++) {
    const deeper = result;
    result = die.chain((face) => (face === top ? deeper.map((rest) => top + rest) : Distribution.constant(face)));
  }
  return result.withTruncated(die.prob(top) ** (depth + 1));
}
