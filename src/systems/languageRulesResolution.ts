import { ExactIntractableError } from '../core/ExactIntractableError.js';
import type { ExactResult } from '../core/ExactResult.js';
import { ReportedError } from '../core/ReportedError.js';
import { formatDiceExpressionError } from '../dice/expression/DiceExpressionError.js';
import { DiceProcedureError } from '../dice/expression/DiceProcedure.js';
import { derivedStepsExact } from './derivedKernelExact.js';
import { type LanguageSteps, languageStepFunctions } from './languageSteps.js';
import type { Resolution } from './Resolution.js';
import { StepDerivation } from './StepDerivation.js';

/**
 * A rule that cannot be evaluated at a cell's inputs: too large to enumerate (then Monte Carlo, which samples it, can
 * still run), or wrong there (said with the rule's text and carets).
 */
function procedureProblem(error: DiceProcedureError): Error {
  const { part, error: e } = error;
  const which = part.kind === 'roll' ? `house rule (roll ${part.name})` : 'house rule';
  if (e.found === 'too large') return new ExactIntractableError(`${which} ${part.text}: ${e.message}`);
  return new ReportedError(`${which}:\n${formatDiceExpressionError(part.text, e)}`);
}

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
      throw error instanceof DiceProcedureError ? procedureProblem(error) : error;
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
