import { type CounterLayout, counterLength, layoutOffsets } from './CounterLayout.js';
import { coreMessages } from './messages.js';

/** A distribution's probabilities: by value as an array (index = value), or as (value, probability) pairs (e.g. a Dist). */
export type Probabilities = ArrayLike<number> | { entries(): Iterable<[number, number]> };

/**
 * What an exact evaluator returns: the probability of each outcome and each distribution, by name. One
 * function (packExact) lays them out as the kernel's counters, so exact and Monte Carlo share the statistics.
 */
export interface ExactResult<O extends string = string, D extends string = string> {
  outcomes: Partial<Record<O, number>>;
  distributions: Partial<Record<D, Probabilities>>;
}

/**
 * An ExactResult with every outcome and every distribution given: what an evaluator returns when others chain it
 * (or tests read it) by name without undefined.
 * @example const r: NamedExactResult<'pass' | 'fail'> = { outcomes: { pass: 0.75, fail: 0.25 }, distributions: {} };
 */
export interface NamedExactResult<O extends string, D extends string = never, P extends Probabilities = number[]> {
  outcomes: Record<O, number>;
  distributions: Record<D, P>;
}

/**
 * Packs an exact result into a counter array of `layout`. Every name of the layout must be given (an outcome
 * of probability 0 is written as 0), and every name given must be in the layout.
 * @example packExact({ outcomes: ['hit', 'miss'], distributions: [{ name: 'dead', size: 2 }] },
 *   { outcomes: { hit: 0.25, miss: 0.75 }, distributions: { dead: [0.75, 0.25] } }) // Float64Array [0.25, 0.75, 0.75, 0.25]
 */
export function packExact<O extends string, D extends string>(
  layout: CounterLayout<O, D>,
  result: ExactResult<O, D>,
): Float64Array {
  const out = new Float64Array(counterLength(layout));
  checkNames('outcome', Object.keys(result.outcomes), layout.outcomes);
  checkNames(
    'distribution',
    Object.keys(result.distributions),
    layout.distributions.map((d) => d.name),
  );
  layout.outcomes.forEach((name, i) => {
    const p = result.outcomes[name];
    if (p === undefined) throw new Error(coreMessages.exactMissing('outcome', name));
    out[i] = p;
  });
  const offsets = layoutOffsets(layout);
  layout.distributions.forEach(({ name, size }, i) => {
    const probabilities = result.distributions[name];
    if (probabilities === undefined) throw new Error(coreMessages.exactMissing('distribution', name));
    const entries =
      'entries' in probabilities
        ? probabilities.entries()
        : Array.from(probabilities, (p, v) => [v, p] as [number, number]);
    for (const [value, p] of entries) {
      if (p === 0) continue;
      if (!(value >= 0 && value < size)) throw new Error(coreMessages.exactOutOfRange(name, value, size));
      out[offsets[i] + value] += p;
    }
  });
  return out;
}

function checkNames(kind: 'outcome' | 'distribution', given: string[], known: readonly string[]): void {
  const unknown = given.find((name) => !known.includes(name));
  if (unknown !== undefined) throw new Error(coreMessages.exactUnknown(kind, unknown, known));
}

/**
 * The inverse of packExact: an exact result by name from counters of `layout` holding probabilities (for an exact
 * evaluator that adds up outcomes the way its kernel counts trials, e.g. an engagement's Markov chain).
 * @example unpackExact({ outcomes: ['hit', 'miss'], distributions: [{ name: 'dead', size: 2 }] }, Float64Array.of(0.25, 0.75, 0.75, 0.25))
 * // { outcomes: { hit: 0.25, miss: 0.75 }, distributions: { dead: [0.75, 0.25] } }
 */
export function unpackExact<O extends string, D extends string>(
  layout: CounterLayout<O, D>,
  counters: Float64Array,
): NamedExactResult<O, D> {
  const offsets = layoutOffsets(layout);
  const outcomes = Object.fromEntries(layout.outcomes.map((name, i) => [name, counters[i]])) as Record<O, number>;
  const distributions = Object.fromEntries(
    layout.distributions.map(({ name, size }, i) => [
      name,
      Array.from(counters.subarray(offsets[i], offsets[i] + size)),
    ]),
  ) as Record<D, number[]>;
  return { outcomes, distributions };
}
