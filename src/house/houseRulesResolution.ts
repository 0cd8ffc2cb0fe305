import { closestNames } from '../core/closestNames.js';
import { ExactIntractableError } from '../core/ExactIntractableError.js';
import type { ExactResult } from '../core/ExactResult.js';
import type { NormalizeResult } from '../core/Issue.js';
import type { StepFunctions } from '../core/Kernel.js';
import { frameIn } from '../systems/custom/locateModuleError.js';
import type { ModuleRef } from '../systems/custom/ModuleRef.js';
import { moduleKernel } from '../systems/custom/moduleKernel.js';
import { derivedStepsExact } from '../systems/derivedKernelExact.js';
import type { HouseSteps } from '../systems/houseSteps.js';
import type { Resolution } from '../systems/Resolution.js';
import { StepDerivation } from '../systems/StepDerivation.js';
import { type ModuleProblem, ModuleProblems } from './ModuleProblem.js';
import { houseMessages } from './messages.js';
import { houseRulesOf } from './moduleExport.js';
import { moduleFailed } from './moduleFailed.js';

/**
 * A built-in resolution with a house-rule module's steps (docs/house-rules.md): the same schema and names; the kernel
 * built with the steps; exact with each replaced step's distribution derived from the step itself (a twin the module
 * writes anyway is checked against it as each cell loads: a mismatch stops the load, located in the module).
 * Problems of the module (wrong export, wrong `for`, unknown step) are located in it.
 * @example houseRulesResolution(closeCombatPair, exported, ref).kernel.create(cell) // the pair with the house rule's score
 */
export function houseRulesResolution(base: Resolution, exported: unknown, ref: ModuleRef): Resolution {
  const at = definedAt(exported, ref);
  const problem = (message: string, more: Partial<ModuleProblem> = {}): never => {
    throw new ModuleProblems(ref.shown, [{ ...at, message, ...more }]);
  };
  const rules = houseRulesOf(exported, problem);
  const scenario = `${base.system} ${base.resolve}`;
  const house = base.definition.houseSteps;
  if (!house || !base.kernel.withSteps) return problem(houseMessages.noSteps(scenario, []));
  const forWritten = typeof rules.for === 'string' ? [rules.for] : [...rules.for];
  if (!forWritten.includes(scenario))
    problem(houseMessages.wrongFor(forWritten, scenario), { suggestions: [scenario] });
  const names = Object.keys(house.steps);
  const replaced = rules.steps;
  const written = rules.exact ?? {};
  for (const name of [...Object.keys(replaced), ...Object.keys(written)]) {
    if (!names.includes(name))
      problem(houseMessages.unknownStep(name, scenario, names), { suggestions: closestNames(name, names) });
  }
  const exact = houseExact(base, house, replaced, written, ref, rules.definedAt);
  // A written twin is checked when the scenario loads: each cell's exact evaluation asks it at the inputs it uses.
  const checked = new Map<string, ExactResult>();
  const normalize = (input: unknown): NormalizeResult<unknown> => {
    const result = base.definition.normalize(input);
    if (!result.ok || Object.keys(written).length === 0) return result;
    try {
      checked.set(JSON.stringify(result.value), exact(result.value));
    } catch (error) {
      if (error instanceof ExactIntractableError) return result;
      throw error;
    }
    return result;
  };
  const cachedExact = (cell: unknown): ExactResult => checked.get(JSON.stringify(cell)) ?? exact(cell);
  return {
    ...base,
    definition: { ...base.definition, normalize, exact: cachedExact },
    kernel: moduleKernel(rules, base.kernel),
    module: ref,
  };
}

/**
 * Exact results with the module's steps: the resolution's evaluator with each replaced step's twin — the module's
 * own, checked against the step's derived distribution, or the derived one where it wrote none — or, for a
 * resolution whose exact side is derived from its kernel, the kernel's own path enumerated with the module's steps.
 */
function houseExact(
  base: Resolution,
  house: HouseSteps,
  replaced: StepFunctions,
  written: StepFunctions,
  ref: ModuleRef,
  definedAt: string,
) {
  const derivation = new StepDerivation(house, replaced, written);
  const names = [...new Set([...Object.keys(replaced), ...Object.keys(written)])];
  const twins = Object.fromEntries(
    names.map((n) => [n, has(written, n) ? derivation.checkedTwin(n) : derivation.twin(n)]),
  );
  return (cell: unknown): ExactResult => {
    try {
      return house.exact ? house.exact(cell, twins) : derivedStepsExact(base.kernel, cell, derivation);
    } catch (error) {
      if (error instanceof ExactIntractableError) throw error;
      throw moduleFailed(error, ref, definedAt);
    }
  };
}

function has(steps: StepFunctions, name: string): boolean {
  return Object.hasOwn(steps, name);
}

/** Where the module called defineHouseRules / defineResolution (its problems point there), or its first line. */
export function definedAt(exported: unknown, ref: ModuleRef): { line: number; column: number } {
  const written =
    typeof exported === 'object' && exported !== null && 'definedAt' in exported ? exported.definedAt : '';
  const stack = typeof written === 'string' ? written : '';
  return frameIn(stack, ref.source) ?? { line: 1, column: 1 };
}
