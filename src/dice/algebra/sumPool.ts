import { Distribution } from './Distribution.js';
import { checkLimit } from './limits.js';

/**
 * The sum of `count` independent rolls of `die` (count ≥ 0; 0 dice sum to 0). A die whose faces are a run of
 * whole numbers with equal weights (a dN, d{-1..1}) is added one die at a time by a sliding window (count × range
 * steps, so 10d1000 is quick); any other die by repeated doubling (log2(count) convolutions).
 */
export function sumPool(die: Distribution, count: number): Distribution {
  checkLimit('dice', count);
  if (count === 0) return Distribution.constant(0);
  if (isUniformRun(die)) return sumOfRuns(die, count);
  let result: Distribution | undefined;
  let power = die;
  for (let n = count; n > 0; n = Math.floor(n / 2)) {
    if (n % 2 === 1) result = result ? result.combine(power, add) : power;
    if (n > 1) power = power.combine(power, add);
  }
  return result!;
}

const add = (a: number, b: number): number => a + b;

function isUniformRun(die: Distribution): boolean {
  const { outcomes, weights } = die;
  return outcomes.every((o, i) => o === outcomes[0] + i && weights[i] === weights[0]);
}

/** Sums of `count` dice with faces low..low+width-1: each die added by a window sum over the running weights. */
function sumOfRuns(die: Distribution, count: number): Distribution {
  const width = die.outcomes.length;
  checkLimit('outcomes', count * (width - 1) + 1);
  let weights: bigint[] = [1n];
  for (let d = 0; d < count; d++) {
    const next: bigint[] = new Array(weights.length + width - 1);
    let window = 0n;
    for (let s = 0; s < next.length; s++) {
      if (s < weights.length) window += weights[s];
      if (s - width >= 0) window -= weights[s - width];
      next[s] = window;
    }
    weights = next;
  }
  const low = count * die.outcomes[0];
  const truncated = -Math.expm1(count * Math.log1p(-die.truncated)); // 1 - (1 - m)^count, kept for tiny m
  const copies = { roundingError: die.roundingError * count, truncated };
  return Distribution.fromWeights(
    weights.map((w, i) => [low + i, w] as const),
    copies,
  );
}
