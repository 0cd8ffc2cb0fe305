import type { Dist } from '../../dice/exact/Dist.js';

/** The outcomes of one random step, as the exact chain walks them: values and their probabilities, in a fixed order. */
export interface StepOutcomes {
  values: number[];
  probs: number[];
}

/**
 * The outcomes of a step from its exact distribution (the step's exact twin).
 * @example stepOutcomes(Dist.uniform(2)) // { values: [1, 2], probs: [0.5, 0.5] }
 */
export function stepOutcomes(dist: Dist<number>): StepOutcomes {
  const entries = dist.entries();
  return { values: entries.map(([v]) => v), probs: entries.map(([, p]) => p) };
}

/** Thrown by Script.pick at a random step the script has no choice for yet: the exact chain branches there. */
export class BranchHere {
  constructor(readonly outcomes: number) {}
}

/**
 * The random steps of one activation, as the exact chain scripts them: each `pick` returns the value of the next
 * choice in the script and multiplies the path's probability `p` by it; past the script's end it throws BranchHere,
 * and the chain replays the activation once for each outcome of that step. A system's exact dice call `pick` where
 * its sampled dice roll.
 * @example new Script().pick({ values: [1, 2], probs: [0.5, 0.5] }) // throws BranchHere(2): nothing scripted yet
 */
export class Script {
  /** The probability of the choices made so far in this replay. */
  p = 1;
  private choices: number[] = [];
  private at = 0;

  /** Starts a replay that takes `choices` (indices into each step's outcomes), in order. */
  replay(choices: number[]): void {
    this.choices = choices;
    this.at = 0;
    this.p = 1;
  }

  pick(step: StepOutcomes): number {
    if (this.at === this.choices.length) throw new BranchHere(step.values.length);
    const k = this.choices[this.at++];
    this.p *= step.probs[k];
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
