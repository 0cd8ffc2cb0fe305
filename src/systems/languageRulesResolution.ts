import type { ExactResult } from '../core/ExactResult.js';
import { DiceProcedureError } from '../dice/expression/DiceProcedure.js';
import { derivedStepsExact } from './derivedKernelExact.js';
import { type LanguageSteps, languageStepFunctions } from './languageSteps.js';
import { procedureProblem } from './procedureProblem.js';
import type { Resolution } from './Resolution.js';
import { StepDerivation } from './StepDerivation.js';

/**
 * A built-in resolution with house rules written in the dice language in the scenario (docs/dice-language.md):
 * the same schema and names; the kernel's `withSteps` path with the rules' steps (in every worker, built from the
 * rules' text, which the chunk requests carry); exact with each rule's exact distribution in place of the book's
 * step — through the resolution's evaluator of step twins, or its kernel's path enumerated. The caller has checked
 * the rules (readLanguageRules).
 * @example languageRulesResolution(moraleCheck, { ldRoll: { rolls: [['r', 'd20']], result: 'r <= ld & r != 20', reads: 'pass' } })
 */
export function languageRulesResolution(base: Resolution, steps: LanguageSteps): Resolution {
  const house = base.definition.houseSteps;
  const withSteps = base.kernel.withSteps;
  if (!house || !withSteps)
    throw new Error(`gruntlab: ${base.system} ${base.resolve} has no steps a house rule may replace`);
  const functions = languageStepFunctions(steps);
  const derivation = new StepDerivation(house, functions);
  const twins = Object.fromEntries(Object.keys(steps).map((name) => [name, derivation.twin(name)]));
  const exact = (cell: unknown): ExactResult => {
    try {
      return house.exact ? house.exact(cell, twins) : derivedStepsExact(base.kernel, cell, derivation);
    } catch (error) {
      if (!(error instanceof DiceProcedureError)) throw error;
      throw procedureProblem(error, error.part.kind === 'roll' ? `house rule (roll ${error.part.name})` : 'house rule');
    }
  };
  return {
    ...base,
    definition: { ...base.definition, exact },
    kernel: {
      layout: (cell) => base.kernel.layout(cell),
      create: (cell) => withSteps.call(base.kernel, cell, languageStepFunctions(steps)),
    },
    languageSteps: steps,
  };
}
