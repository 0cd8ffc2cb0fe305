import { Distribution } from './Distribution.js';

/**
 * Reroll once: when the die shows one of `values` it is rolled again and the second roll kept, whatever it shows.
 */
export function rerollOnce(die: Distribution, values: readonly number[]): Distribution {
  const again = new Set(values);
  return die.chain((face) => (again.has(face) ? die : Distribution.constant(face)));
}

/**
 * Reroll while: the die is rolled until it shows none of `values` — the die conditioned on not showing them.
 * Refused when every face is one of them (it would never stop).
 */
export function rerollWhile(die: Distribution, values: readonly number[]): Distribution {
  const again = new Set(values);
  const kept = die.outcomes.flatMap((o, i) => (again.has(o) ? [] : [[o, die.weights[i]] as const]));
  if (kept.length === 0) throw new RangeError('Rerolled on every face, the die would be rolled for ever.');
  return Distribution.fromWeights(kept, die);
}
