import type { Die } from '../dieType.js';
import { diceMessages } from '../messages.js';
import { fractionToNumber } from './fractionToNumber.js';
import { gcd, lcm } from './gcd.js';

/** An exact probability num/den in lowest terms. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

type Key = string | number;

/** Numeric outcome types widen to number (a map to 0 gives Dist<number>, not Dist<0>); strings keep their literals. */
export type Widen<K> = K extends number ? number : K;

function toWeight(w: bigint | number): bigint {
  if (typeof w === 'number' && !Number.isSafeInteger(w)) throw new RangeError(diceMessages.weight(w));
  const big = BigInt(w);
  if (big < 0n) throw new RangeError(diceMessages.weight(w));
  return big;
}

function reduced(num: bigint, den: bigint): Fraction {
  const g = gcd(num, den);
  return { num: num / g, den: den / g };
}

/** Numbers ascending first, then other keys in the order they were first met. */
function byKey(a: Key, b: Key): number {
  if (typeof a === 'number') return typeof b === 'number' ? a - b : -1;
  return typeof b === 'number' ? 1 : 0;
}

/**
 * An exact discrete distribution: integer weights over a common total, P(k) = weights(k) / total.
 * Outcomes of weight 0 are dropped, and weights and total are divided by their gcd after every operation.
 * @example Dist.uniform(6).probExact(3) // { num: 1n, den: 6n }
 */
export class Dist<K extends Key = number> {
  /** Weight of each outcome; they sum to `total`. */
  readonly weights: ReadonlyMap<K, bigint>;
  /** Common denominator: the sum of the weights. */
  readonly total: bigint;

  private constructor(weights: Map<K, bigint>) {
    let total = 0n;
    let g = 0n;
    for (const [k, w] of weights) {
      if (w === 0n) weights.delete(k);
      total += w;
      g = gcd(w, g);
    }
    if (total === 0n) throw new RangeError(diceMessages.emptyDist());
    if (g > 1n) for (const [k, w] of weights) weights.set(k, w / g);
    this.weights = weights;
    this.total = total / g;
  }

  /**
   * Outcomes with their weights (equal keys add up).
   * @example Dist.fromWeights([['hit', 1], ['miss', 3]]).prob('hit') // 0.25
   */
  static fromWeights<K extends Key>(entries: Iterable<readonly [K, bigint | number]>): Dist<Widen<K>> {
    const weights = new Map<Widen<K>, bigint>();
    for (const [k, w] of entries) weights.set(k as Widen<K>, (weights.get(k as Widen<K>) ?? 0n) + toWeight(w));
    return new Dist(weights);
  }

  /**
   * A fair die: faces 1..sides, each 1/sides.
   * @example Dist.uniform(4).prob(4) // 0.25
   */
  static uniform(sides: number): Dist<number> {
    if (!Number.isSafeInteger(sides) || sides < 1) throw new RangeError(diceMessages.faces(sides));
    return new Dist(new Map(Array.from({ length: sides }, (_, i) => [i + 1, 1n])));
  }

  /**
   * One roll of a die times its multiplier (D12x2: 2, 4, …, 24); a die with listed faces weighs each face by how
   * often it is listed.
   * @example Dist.die({ sides: 12, multiplier: 2 }).keys() // [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]
   * @example Dist.die({ sides: 6, multiplier: 1, faces: [0, 0, 1, 1, 2, 3] }).probExact(0) // { num: 1n, den: 3n }
   */
  static die(die: Die): Dist<number> {
    if (die.faces) return Dist.fromWeights(die.faces.map((face) => [face * die.multiplier, 1] as const));
    return Dist.uniform(die.sides).map((face) => face * die.multiplier);
  }

  /**
   * A certain outcome.
   * @example Dist.constant(0).prob(0) // 1
   */
  static constant<K extends Key>(k: K): Dist<Widen<K>> {
    return new Dist(new Map([[k as Widen<K>, 1n]]));
  }

  /**
   * P(k) as a float.
   * @example Dist.uniform(6).prob(7) // 0
   */
  prob(k: K): number {
    return fractionToNumber(this.weights.get(k) ?? 0n, this.total);
  }

  /**
   * P(k) exactly, in lowest terms.
   * @example Dist.uniform(4).map((k) => k % 2).probExact(0) // { num: 1n, den: 2n }
   */
  probExact(k: K): Fraction {
    return reduced(this.weights.get(k) ?? 0n, this.total);
  }

  /**
   * P(pred(k)) as a float.
   * @example Dist.uniform(6).probWhere((k) => k > 4) // 1 / 3
   */
  probWhere(pred: (k: K) => boolean): number {
    const { num, den } = this.probWhereExact(pred);
    return fractionToNumber(num, den);
  }

  /**
   * P(pred(k)) exactly, in lowest terms.
   * @example Dist.uniform(6).probWhereExact((k) => k > 4) // { num: 1n, den: 3n }
   */
  probWhereExact(pred: (k: K) => boolean): Fraction {
    let num = 0n;
    for (const [k, w] of this.weights) if (pred(k)) num += w;
    return reduced(num, this.total);
  }

  /**
   * E[f(k)]; without f the outcomes themselves, which must then be numbers.
   * @example Dist.uniform(6).expectation() // 3.5
   */
  expectation(f?: (k: K) => number): number {
    let sum = 0;
    for (const [k, w] of this.weights) {
      const value = f ? f(k) : k;
      if (typeof value !== 'number') throw new TypeError(diceMessages.nonNumericKey(k));
      sum += value * fractionToNumber(w, this.total);
    }
    return sum;
  }

  /**
   * Outcomes with their probabilities, numbers ascending (other keys after, in the order first met).
   * @example Dist.uniform(2).entries() // [[1, 0.5], [2, 0.5]]
   */
  entries(): Array<[K, number]> {
    return this.keys().map((k) => [k, this.prob(k)]);
  }

  /**
   * The outcomes, in the order of `entries()`.
   * @example Dist.uniform(3).keys() // [1, 2, 3]
   */
  keys(): K[] {
    return [...this.weights.keys()].sort(byKey);
  }

  /**
   * Probabilities by outcome as a plain object (as the results document stores distributions).
   * @example Dist.uniform(2).toRecord() // { '1': 0.5, '2': 0.5 }
   */
  toRecord(): Record<string, number> {
    return Object.fromEntries(this.entries().map(([k, p]) => [String(k), p]));
  }

  /**
   * The distribution of f(k); outcomes that f sends to the same key merge.
   * @example Dist.uniform(6).map((k) => (k > 4 ? 'high' : 'low')).probExact('high') // { num: 1n, den: 3n }
   */
  map<J extends Key>(f: (k: K) => J): Dist<Widen<J>> {
    const weights = new Map<Widen<J>, bigint>();
    for (const [k, w] of this.weights) {
      const j = f(k) as Widen<J>;
      weights.set(j, (weights.get(j) ?? 0n) + w);
    }
    return new Dist(weights);
  }

  /**
   * Independent product: the distribution of f(a, b) with a from this and b from `other`.
   * @example Dist.uniform(2).combine(Dist.uniform(2), (a, b) => a * b).probExact(2) // { num: 1n, den: 2n }
   */
  combine<J extends Key, R extends Key>(other: Dist<J>, f: (a: K, b: J) => R): Dist<Widen<R>> {
    const weights = new Map<Widen<R>, bigint>();
    for (const [a, wa] of this.weights) {
      for (const [b, wb] of other.weights) {
        const r = f(a, b) as Widen<R>;
        weights.set(r, (weights.get(r) ?? 0n) + wa * wb);
      }
    }
    return new Dist(weights);
  }

  /**
   * Mixture: each outcome k leads on to the distribution f(k), e.g. a second roll whose die depends on the first.
   * The sub-distributions are brought to the lcm of their totals before their weights are added.
   * @example Dist.uniform(2).chain((k) => Dist.uniform(k)).probExact(1) // { num: 3n, den: 4n }
   */
  chain<J extends Key>(f: (k: K) => Dist<J>): Dist<J> {
    const parts = [...this.weights].map(([k, w]) => [w, f(k)] as const);
    const common = parts.reduce((acc, [, d]) => lcm(acc, d.total), 1n);
    const weights = new Map<J, bigint>();
    for (const [w, d] of parts) {
      const scale = w * (common / d.total);
      for (const [j, wj] of d.weights) weights.set(j, (weights.get(j) ?? 0n) + scale * wj);
    }
    return new Dist(weights);
  }

  /**
   * Sum of two independent numeric outcomes.
   * @example Dist.uniform(6).sumWith(Dist.uniform(6)).probExact(7) // { num: 1n, den: 6n }
   */
  sumWith(this: Dist<number>, other: Dist<number>): Dist<number> {
    return this.combine(other, (a, b) => a + b);
  }
}
