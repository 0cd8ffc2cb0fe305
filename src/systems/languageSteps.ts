import type { StepFunctions } from '../core/Kernel.js';
import { StepReturnError } from '../core/StepReturnError.js';
import { fractionToNumber } from '../dice/exact/fractionToNumber.js';
import { DiceProcedure, type DiceProcedureText } from '../dice/expression/DiceProcedure.js';
import type { Roll } from '../dice/Roll.js';
import type { DerivedOutcomes, LanguageResult } from './houseSteps.js';

/**
 * A house rule for one named step, written in the dice language in the scenario (docs/dice-language.md, "House
 * rules in a scenario"): plain data, so that it travels to workers, the browser and a cluster as it is, and runs
 * no one's code. `rolls` are its `let:`; `result` reads them and the step's inputs by name.
 */
export interface LanguageStep {
  rolls: ReadonlyArray<readonly [name: string, text: string]>;
  result: string;
  reads: LanguageResult;
}

/** A scenario's inline house rules: step name → rule. */
export type LanguageSteps = Readonly<Record<string, LanguageStep>>;

/** A step function made from a rule, with its exact distribution at given inputs (StepDerivation reads it). */
export interface LanguageStepFunction {
  (...args: unknown[]): unknown;
  exactOutcomes(inputs: unknown[]): DerivedOutcomes;
}

/**
 * The step functions of inline rules, for a kernel's `withSteps` (Monte Carlo) and StepDerivation (exact): each
 * step's inputs (the objects before the roll: `{ ld }`, `{ toHit, save, … }`) become the rule's parameters by field
 * name, true and false as 1 and 0. A rule's procedure is parsed once per step; sampling draws from the exact
 * distribution at each distinct input (DiceProcedure).
 * @example languageStepFunctions({ ldRoll: { rolls: [['r', 'd20']], result: 'r <= ld & r != 20', reads: 'pass' } }).ldRoll({ ld: 22 }, roll) // true 19 times in 20
 */
export function languageStepFunctions(steps: LanguageSteps): StepFunctions {
  return Object.fromEntries(Object.entries(steps).map(([name, step]) => [name, languageStepFunction(name, step)]));
}

function languageStepFunction(name: string, step: LanguageStep): LanguageStepFunction {
  const procedure = DiceProcedure.parse(procedureText(step));
  const samplers = new Map<string, ReturnType<DiceProcedure['sampler']>>();
  const out = [0];
  const run = (...args: unknown[]): unknown => {
    const roll = args[args.length - 1] as Roll;
    const params = stepParameters(args.slice(0, -1));
    const key = JSON.stringify(params);
    let sampler = samplers.get(key);
    if (!sampler) samplers.set(key, (sampler = procedure.sampler(params)));
    sampler.sampleInto(roll.draws, out);
    return resultOf(out[0], step.reads, name);
  };
  return Object.assign(run, {
    exactOutcomes(inputs: unknown[]): DerivedOutcomes {
      const dist = procedure.exact(stepParameters(inputs))[0];
      const values = dist.outcomes.map((v) => resultOf(v, step.reads, name));
      // Two numbers may read as one result (2 and 3 both pass): their weights are added.
      const merged = new Map<unknown, bigint>();
      values.forEach((v, i) => merged.set(v, (merged.get(v) ?? 0n) + dist.weights[i]));
      const total = dist.total;
      return {
        values: [...merged.keys()],
        weights: [...merged.values()],
        total,
        probs: [...merged.values()].map((w) => fractionToNumber(w, total)),
      };
    },
  });
}

/** The procedure of one step's rule: its rolls, then its one result. */
export function procedureText(step: LanguageStep): DiceProcedureText {
  return { rolls: step.rolls, results: [['result', step.result]] };
}

/**
 * A step's inputs as the rule's parameters: every number and true/false field of the objects it takes.
 * @example stepParameters([{ toHit: 8, powerArmour: true }]) // { toHit: 8, powerArmour: 1 }
 */
export function stepParameters(inputs: readonly unknown[]): Record<string, number> {
  const params: Record<string, number> = {};
  for (const input of inputs) {
    if (input === null || typeof input !== 'object') continue;
    for (const [key, value] of Object.entries(input)) {
      if (typeof value === 'number') params[key] = value;
      else if (typeof value === 'boolean') params[key] = value ? 1 : 0;
    }
  }
  return params;
}

function resultOf(value: number, reads: LanguageResult, step: string): unknown {
  if (reads === 'pass') return value !== 0;
  if (!Number.isInteger(value)) throw new StepReturnError(step, value, 'a whole number');
  return value;
}
