import type { Dist } from './Dist.js';

/**
 * The outcomes of one random step, as an enumeration walks them: values and their probabilities, in a fixed order;
 * `weights` over `total` give the same probabilities exactly where the step's distribution has integer weights.
 */
export interface StepOutcomes<T = number> {
  values: T[];
  probs: number[];
  weights?: bigint[];
  total?: bigint;
}

/**
 * The outcomes of a step from its exact distribution (the step's exact twin).
 * @example stepOutcomes(Dist.uniform(2)) // { values: [1, 2], probs: [0.5, 0.5], weights: [1n, 1n], total: 2n }
 */
export function stepOutcomes<K extends string | number>(dist: Dist<K>): StepOutcomes<K> {
  const entries = dist.entries();
  return {
    values: entries.map(([v]) => v),
    probs: entries.map(([, p]) => p),
    weights: entries.map(([v]) => dist.weights.get(v)!),
    total: dist.total,
  };
}

/** Thrown by Script.pick at a random step the script has no choice for yet: the enumeration branches there. */
export class BranchHere {
  constructor(readonly outcomes: number) {}
}

/**
 * The random steps of one replay, as an enumeration scripts them (the engagement chain, `enumeratePaths`): each
 * `pick` returns the value of the next choice in the script and multiplies the path's probability `p` by it (and,
 * with `exact`, the path's weight `num` / `den`); past the script's end it throws BranchHere, and the enumeration
 * replays once for each outcome of that step. A system's exact dice call `pick` where its sampled dice roll.
 * @example new Script().pick({ values: [1, 2], probs: [0.5, 0.5] }) // throws BranchHere(2): nothing scripted yet
 */
export class Script {
  /** The probability of the choices made so far in this replay. */
  p = 1;
  /** With `exact`: the same probability as integer weights, num / den. */
  num = 1n;
  den = 1n;
  private choices: number[] = [];
  private at = 0;

  constructor(readonly exact = false) {}

  /** How many choices this replay has made so far. */
  get depth(): number {
    return this.at;
  }

  /** Starts a replay that takes `choices` (indices into each step's outcomes), in order. */
  replay(choices: number[]): void {
    this.choices = choices;
    this.at = 0;
    this.p = 1;
    this.num = 1n;
    this.den = 1n;
  }

  pick<T>(step: StepOutcomes<T>): T {
    if (this.at === this.choices.length) throw new BranchHere(step.values.length);
    const k = this.choices[this.at++];
    this.p *= step.probs[k];
    if (this.exact) {
      if (step.weights === undefined || step.total === undefined)
        throw new Error("gruntlab: an exact script needs the step's weights");
      this.num *= step.weights[k];
      this.den *= step.total;
    }
    return step.values[k];
  }
}

/**
 * A system's exact dice's helper: each step's outcomes worked out once, by a key naming the step and its numbers,
 * then picked through the script.
 * @example new ScriptedSteps(script).pick('die 2', () => Dist.uniform(2)) // 1 or 2, as the script chooses
 */
export class ScriptedSteps {
  private readonly steps = new Map<string, StepOutcomes>();

  constructor(readonly script: Script) {}

  pick(key: string, dist: () => Dist<number>): number {
    let outcomes = this.steps.get(key);
    if (outcomes === undefined) {
      outcomes = stepOutcomes(dist());
      this.steps.set(key, outcomes);
    }
    return this.script.pick(outcomes);
  }
}
