import { Dist, type Fraction } from '../exact/Dist.js';
import { fractionToNumber } from '../exact/fractionToNumber.js';
import { gcd, lcm } from '../exact/gcd.js';
import { checkLimit, DiceLimitError } from './limits.js';

/** Past this many bits in the common denominator the weights are rounded (see `rounded`). */
const EXACT_DENOMINATOR_BITS = 1024;
/** Rounded weights are held over a denominator of about 2^ROUNDED_BITS. */
const ROUNDED_BITS = 160n;

/** How far a distribution may be from the one its expression means, and why. */
export interface Inexactness {
  /**
   * Upper bound on the total variation distance from the exact distribution (any event's probability is off by
   * at most this): 0 while every weight is exact; rounding adds to it once the denominator passes 2^1024.
   */
  roundingError: number;
  /** Upper bound on the probability mass an explode cut off at its depth (0 when none did). */
  truncated: number;
}

/**
 * A distribution over whole numbers for the dice algebra: outcomes ascending, each with a positive integer weight
 * over a common total, so P(outcome) = weight / total exactly. Beside `Dist` (any keys, a Map, for the resolutions'
 * exact evaluators), this one is laid out for the algebra's inner loops and carries how inexact it is: weights
 * stay exact until the denominator passes 2^1024, are then rounded to about 2^-160 with the error bounded in
 * `roundingError`, and an explode cut off at its depth says how much mass it cut in `truncated`.
 */
export class Distribution implements Inexactness {
  readonly outcomes: readonly number[];
  readonly weights: readonly bigint[];
  readonly total: bigint;
  readonly roundingError: number;
  readonly truncated: number;

  private constructor(outcomes: number[], weights: bigint[], total: bigint, inexact: Inexactness) {
    this.outcomes = outcomes;
    this.weights = weights;
    this.total = total;
    this.roundingError = inexact.roundingError;
    this.truncated = inexact.truncated;
  }

  /**
   * From outcome → weight pairs (equal outcomes add up; weight-0 outcomes are dropped). Outcomes must be safe
   * integers; a distribution needs positive total weight.
   */
  static fromWeights(entries: Iterable<readonly [number, bigint]>, inexact: Inexactness = EXACT): Distribution {
    const byOutcome = new Map<number, bigint>();
    for (const [outcome, weight] of entries) {
      if (weight === 0n) continue;
      if (!Number.isSafeInteger(outcome)) throw new DiceLimitError('magnitude', Math.abs(outcome));
      byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0n) + weight);
    }
    checkLimit('outcomes', byOutcome.size);
    const outcomes = [...byOutcome.keys()].sort((a, b) => a - b);
    return Distribution.normalized(
      outcomes,
      outcomes.map((o) => byOutcome.get(o)!),
      inexact,
    );
  }

  /** The same, from outcomes already ascending and distinct with their positive weights. */
  private static normalized(outcomes: number[], weights: bigint[], inexact: Inexactness): Distribution {
    let total = 0n;
    let g = 0n;
    for (const w of weights) {
      total += w;
      if (g !== 1n) g = gcd(w, g);
    }
    if (total === 0n) throw new RangeError('A distribution needs at least one outcome with a positive weight.');
    if (g > 1n) {
      for (let i = 0; i < weights.length; i++) weights[i] /= g;
      total /= g;
    }
    if (total.toString(2).length > EXACT_DENOMINATOR_BITS) {
      return Distribution.rounded(outcomes, weights, total, inexact);
    }
    return new Distribution(outcomes, weights, total, inexact);
  }

  /** A certain outcome. */
  static constant(value: number): Distribution {
    return Distribution.fromWeights([[value, 1n]]);
  }

  /** A fair die with faces 1..sides. */
  static uniform(sides: number): Distribution {
    if (!Number.isSafeInteger(sides) || sides < 1) {
      throw new RangeError(`A die needs a whole number of faces of at least 1, not ${sides}.`);
    }
    checkLimit('faces', sides);
    return Distribution.fromWeights(Array.from({ length: sides }, (_, i) => [i + 1, 1n] as const));
  }

  /** A die with listed faces, each equally likely (a face listed twice is twice as likely). */
  static faces(faces: readonly number[]): Distribution {
    checkLimit('faces', faces.length);
    return Distribution.fromWeights(faces.map((f) => [f, 1n] as const));
  }

  /** From an exact `Dist` of numbers. */
  static fromDist(dist: Dist<number>): Distribution {
    return Distribution.fromWeights(dist.weights);
  }

  /** As an exact `Dist` (the rounding and truncation bounds are left behind: check `isExact` first). */
  toDist(): Dist<number> {
    return Dist.fromWeights(this.outcomes.map((o, i) => [o, this.weights[i]] as const));
  }

  /** Whether every probability is exact: nothing rounded, nothing cut off. */
  get isExact(): boolean {
    return this.roundingError === 0 && this.truncated === 0;
  }

  get min(): number {
    return this.outcomes[0];
  }

  get max(): number {
    return this.outcomes[this.outcomes.length - 1];
  }

  /** P(value) as a float. */
  prob(value: number): number {
    const i = this.outcomes.indexOf(value);
    return i < 0 ? 0 : fractionToNumber(this.weights[i], this.total);
  }

  /** P(value) exactly, in lowest terms (exact only when `isExact`). */
  probExact(value: number): Fraction {
    const i = this.outcomes.indexOf(value);
    const num = i < 0 ? 0n : this.weights[i];
    const g = gcd(num, this.total);
    return { num: num / g, den: this.total / g };
  }

  /** The probability of each outcome as floats, in the order of `outcomes`. */
  probabilities(): number[] {
    return this.weights.map((w) => fractionToNumber(w, this.total));
  }

  /** The mean. */
  mean(): number {
    const p = this.probabilities();
    return this.outcomes.reduce((sum, o, i) => sum + o * p[i], 0);
  }

  /** The standard deviation. */
  sd(): number {
    const p = this.probabilities();
    const mean = this.mean();
    return Math.sqrt(this.outcomes.reduce((sum, o, i) => sum + (o - mean) ** 2 * p[i], 0));
  }

  /** The distribution of f(outcome); outcomes f sends to one value merge. */
  map(f: (outcome: number) => number): Distribution {
    return Distribution.fromWeights(
      this.outcomes.map((o, i) => [f(o), this.weights[i]] as const),
      this,
    );
  }

  /** f(a, b) for independent a from this and b from `other`. */
  combine(other: Distribution, f: (a: number, b: number) => number): Distribution {
    checkLimit('pairs', this.outcomes.length * other.outcomes.length);
    const byOutcome = new Map<number, bigint>();
    for (let i = 0; i < this.outcomes.length; i++) {
      const a = this.outcomes[i];
      const wa = this.weights[i];
      for (let j = 0; j < other.outcomes.length; j++) {
        const r = f(a, other.outcomes[j]);
        byOutcome.set(r, (byOutcome.get(r) ?? 0n) + wa * other.weights[j]);
      }
    }
    return Distribution.fromWeights(byOutcome, independent(this, other));
  }

  /**
   * Each outcome leads on to a distribution of its own (a second roll whose dice depend on the first): the
   * mixture, exact, over the lcm of the parts' totals.
   */
  chain(f: (outcome: number) => Distribution): Distribution {
    const parts = this.outcomes.map((o) => f(o));
    return Distribution.mixture(
      parts.map((part, i) => [this.weights[i], part] as const),
      this,
    );
  }

  /** The mixture of distributions, each with its weight. */
  static mixture(parts: ReadonlyArray<readonly [bigint, Distribution]>, outer: Inexactness = EXACT): Distribution {
    const common = parts.reduce((acc, [, d]) => lcm(acc, d.total), 1n);
    const byOutcome = new Map<number, bigint>();
    let roundingError = 0;
    let truncated = 0;
    for (const [w, d] of parts) {
      const scale = w * (common / d.total);
      for (let j = 0; j < d.outcomes.length; j++) {
        byOutcome.set(d.outcomes[j], (byOutcome.get(d.outcomes[j]) ?? 0n) + scale * d.weights[j]);
      }
      roundingError = Math.max(roundingError, d.roundingError);
      truncated = Math.max(truncated, d.truncated);
    }
    return Distribution.fromWeights(byOutcome, {
      roundingError: outer.roundingError + roundingError,
      truncated: atLeastOne(outer.truncated, truncated),
    });
  }

  /**
   * Weights brought to a denominator of about 2^ROUNDED_BITS: each is rounded to the nearest whole number (at least 1,
   * so no outcome vanishes), which moves each probability by at most 2^-ROUNDED_BITS relative to the new total;
   * the distance added is bounded by outcomes × 2^(1-ROUNDED_BITS).
   */
  private static rounded(outcomes: number[], weights: bigint[], total: bigint, inexact: Inexactness): Distribution {
    const shift = BigInt(total.toString(2).length) - ROUNDED_BITS;
    const half = 1n << (shift - 1n);
    let newTotal = 0n;
    const newWeights = weights.map((w) => {
      const r = (w + half) >> shift;
      const kept = r === 0n ? 1n : r;
      newTotal += kept;
      return kept;
    });
    const added = outcomes.length * 2 ** (1 - Number(ROUNDED_BITS));
    return new Distribution(outcomes, newWeights, newTotal, {
      roundingError: inexact.roundingError + added,
      truncated: inexact.truncated,
    });
  }

  /** The same outcomes and weights, with the mass an explode cut off added to `truncated`. */
  withTruncated(mass: number): Distribution {
    return new Distribution([...this.outcomes], [...this.weights], this.total, {
      roundingError: this.roundingError,
      truncated: atLeastOne(this.truncated, mass),
    });
  }
}

const EXACT: Inexactness = { roundingError: 0, truncated: 0 };

/** P(at least one of two independent events), each given by an upper bound. */
function atLeastOne(a: number, b: number): number {
  return Math.min(1, a + b - a * b); // not 1 - (1-a)(1-b), which rounds a tiny mass to 0
}

/** The bounds of a distribution built from two independent ones. */
function independent(a: Inexactness, b: Inexactness): Inexactness {
  return { roundingError: a.roundingError + b.roundingError, truncated: atLeastOne(a.truncated, b.truncated) };
}
