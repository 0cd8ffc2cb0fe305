import { ExactIntractableError } from '../core/ExactIntractableError.js';
import type { StepFunctions } from '../core/Kernel.js';
import { StepReturnError } from '../core/StepReturnError.js';
import { Dist } from '../dice/exact/Dist.js';
import type { EnumeratingRoll } from '../dice/exact/EnumeratingRoll.js';
import { enumerateOutcomes } from '../dice/exact/enumerateOutcomes.js';
import type { DerivedOutcomes, HouseSteps, StepSpec } from './houseSteps.js';
import type { LanguageStepFunction } from './languageSteps.js';
import { TwinMismatchError } from './TwinMismatchError.js';
import { twinDifference } from './twinDifference.js';

/**
 * The most replays one step's enumeration makes, per input: a step is asked again for every distinct input of every
 * cell, so it must be quick, and one that rolls on and on (a re-roll until something) is refused early.
 */
const STEP_ENUMERATION_REPLAYS = 20_000;

/**
 * The exact side of a resolution's steps, derived from the steps themselves (docs/house-rules.md): each step's
 * distribution is enumerated once per distinct input (`enumerateOutcomes` over the step with an EnumeratingRoll),
 * and serves as the step's exact twin, or as one branch of a whole procedure enumerated around it. A twin written
 * anyway (`written`) is checked against the derivation at every input it is asked for: a disagreement throws
 * TwinMismatchError naming the step, the input and the first outcome that differs.
 * @example new StepDerivation(moraleCheckHouseSteps, {}).twin('ldRoll')({ ld: 9 }) // 0.45
 */
export class StepDerivation {
  private readonly known = new Map<string, DerivedOutcomes>();
  private readonly refused = new Map<string, ExactIntractableError>();
  private readonly steps: StepFunctions;

  /** `replaced`: the module's steps over the book's; `written`: the module's own exact twins. */
  constructor(
    private readonly house: Pick<HouseSteps, 'steps' | 'book'>,
    replaced: StepFunctions,
    private readonly written: StepFunctions = {},
  ) {
    this.steps = { ...house.book, ...replaced };
  }

  /** The step's distribution at these inputs (its arguments but the roll), enumerated once, its twin checked. */
  outcomes(name: string, inputs: unknown[]): DerivedOutcomes {
    const key = `${name} ${JSON.stringify(inputs)}`;
    let derived = this.known.get(key);
    if (derived === undefined) {
      const step = this.steps[name] as (...args: unknown[]) => unknown;
      const known = this.refused.get(key);
      if (known) throw known;
      try {
        // A rule in the dice language knows its own distribution; code is enumerated.
        const exactOutcomes = (step as Partial<LanguageStepFunction>).exactOutcomes;
        derived = exactOutcomes
          ? exactOutcomes(inputs)
          : enumerateOutcomes((roll) => step(...inputs, roll), { replays: STEP_ENUMERATION_REPLAYS });
      } catch (error) {
        // Refused once, refused for every cell that asks again.
        if (error instanceof ExactIntractableError) this.refused.set(key, error);
        throw error;
      }
      if (Object.hasOwn(this.written, name)) this.check(name, inputs, derived);
      this.known.set(key, derived);
    }
    return derived;
  }

  /** The step's exact twin, derived: what the exact evaluator calls where the module wrote none. */
  twin(name: string): (...inputs: unknown[]) => unknown {
    return (...inputs) => twinOfSpec(this.spec(name), this.outcomes(name, inputs), name);
  }

  /**
   * A written twin, checked at every input it is asked for. Where the step itself is too large to enumerate, the
   * twin is taken as written (it is then the only exact source there is).
   */
  checkedTwin(name: string): (...inputs: unknown[]) => unknown {
    const written = this.written[name] as (...args: unknown[]) => unknown;
    return (...inputs) => {
      try {
        this.outcomes(name, inputs);
      } catch (error) {
        if (!(error instanceof ExactIntractableError)) throw error;
      }
      return written(...inputs);
    };
  }

  /** The step for a whole procedure enumerated around it: one choice over its derived outcomes on the roll it gets. */
  branchingStep(name: string): (...args: unknown[]) => unknown {
    return (...args) => {
      const roll = args[args.length - 1] as EnumeratingRoll;
      const inputs = args.slice(0, -1);
      return roll.pick(`step ${name} ${JSON.stringify(inputs)}`, () => this.outcomes(name, inputs));
    };
  }

  /** Every step, branching, by name: what a kernel's `withSteps` takes to be enumerated whole. */
  branchingSteps(): StepFunctions {
    return Object.fromEntries(Object.keys(this.steps).map((name) => [name, this.branchingStep(name)]));
  }

  private spec(name: string): StepSpec {
    return this.house.steps[name];
  }

  private check(name: string, inputs: unknown[], derived: DerivedOutcomes): void {
    const spec = this.spec(name);
    const written = (this.written[name] as (...args: unknown[]) => unknown)(...inputs);
    const difference = twinDifference(
      name,
      written,
      twinOfSpec(spec, derived, name),
      spec.exactReturns,
      spec.twinMeans,
    );
    if (difference)
      throw new TwinMismatchError(name, inputText(inputs), difference.outcome, difference.twin, difference.derived);
  }
}

/** The twin a spec makes of derived outcomes: its own `twinOf`, or a Dist of what the step returns. */
function twinOfSpec(spec: StepSpec, derived: DerivedOutcomes, name: string): unknown {
  return spec.twinOf ? spec.twinOf(derived, name) : distOf(derived, name, spec.returns);
}

/**
 * Derived outcomes as a Dist: the step must return numbers or strings (what a Dist holds).
 * @example distOf(enumerateOutcomes((roll) => roll.die(2)), 'score', 'a number').prob(1) // 0.5
 */
function distOf(derived: DerivedOutcomes, name: string, expected: string): Dist<string | number> {
  for (const v of derived.values)
    if (typeof v !== 'number' && typeof v !== 'string') throw new StepReturnError(name, v, expected);
  return Dist.fromWeights(derived.values.map((v, i) => [v as string | number, derived.weights[i]] as const));
}

function inputText(inputs: unknown[]): string {
  if (inputs.length === 0) return '(none)';
  return inputs.map((i) => JSON.stringify(i)).join(', ');
}
