import type { CounterLayout } from './CounterLayout.js';

/** A documented result name (part of the results contract, e.g. "suppressed_only") and its phrase for people. */
export interface NamedQuantity<N extends string = string> {
  name: N;
  label: string;
}

/**
 * The outcome and distribution names of a resolution, each written once with its label. Kernels lay out their
 * counters by these names, exact evaluators return probabilities under them, and the outputs print the labels.
 */
export interface Quantities<O extends string = string, D extends string = string> {
  outcomes: Array<NamedQuantity<O>>;
  distributions: Array<NamedQuantity<D>>;
  /** The layout with every outcome and every distribution, in declaration order, with these histogram sizes. */
  layout(sizes: Record<D, number>): CounterLayout<O, D>;
}

/**
 * Declares a resolution's result names with their labels, in display order.
 * @example defineQuantities({ outcomes: { hit: 'Hit', miss: 'Miss' }, distributions: { dead: 'Dead' } }).layout({ dead: 3 })
 * // { outcomes: ['hit', 'miss'], distributions: [{ name: 'dead', size: 3 }] }
 */
export function defineQuantities<O extends string, D extends string = never>(spec: {
  outcomes: Record<O, string>;
  distributions?: Record<D, string>;
}): Quantities<O, D> {
  const named = <N extends string>(labels: Record<N, string>): Array<NamedQuantity<N>> =>
    (Object.keys(labels) as N[]).map((name) => ({ name, label: labels[name] }));
  const outcomes = named(spec.outcomes);
  const distributions = spec.distributions ? named(spec.distributions) : [];
  return {
    outcomes,
    distributions,
    layout: (sizes) => ({
      outcomes: outcomes.map((o) => o.name),
      distributions: distributions.map((d) => ({ name: d.name, size: sizes[d.name] })),
    }),
  };
}

/** The outcome names of a Quantities, e.g. `OutcomeName<typeof fireQuantities>` is 'no_effect' | … */
export type OutcomeName<Q extends Quantities> = Q['outcomes'][number]['name'];
/** The distribution names of a Quantities. */
export type DistributionName<Q extends Quantities> = Q['distributions'][number]['name'];
