import { closestNames } from '../core/closestNames.js';
import { frameIn } from '../systems/custom/locateModuleError.js';
import { type DefinedHouseRules, HOUSE_RULES_KIND } from '../systems/custom/CustomResolution.js';
import type { ModuleRef } from '../systems/custom/ModuleRef.js';
import { moduleKernel } from '../systems/custom/moduleKernel.js';
import type { Resolution } from '../systems/Resolution.js';
import { houseMessages } from './messages.js';
import { type ModuleProblem, ModuleProblems } from './ModuleProblem.js';
import { ExactRefusedError } from './ExactRefusedError.js';
import { moduleFailed } from './moduleFailed.js';

/**
 * A built-in resolution with a house-rule module's steps (docs/house-rules.md): the same schema, normalizer and
 * names; the kernel built with the steps; exact with their exact twins when every replaced step has one, refused in
 * words otherwise. Problems of the module (wrong export, wrong `for`, unknown step) are located in it.
 * @example houseRulesResolution(closeCombatPair, exported, ref).kernel.create(cell) // the pair with the house rule's score
 */
export function houseRulesResolution(base: Resolution, exported: unknown, ref: ModuleRef): Resolution {
  const rules = exported as DefinedHouseRules | undefined;
  const at = definedAt(rules, ref);
  const problem = (message: string, more: Partial<ModuleProblem> = {}): never => {
    throw new ModuleProblems(ref.shown, [{ ...at, message, ...more }]);
  };
  if (rules?.kind !== HOUSE_RULES_KIND) problem(houseMessages.noDefault(houseMessages.expectedHouseRules));
  const scenario = `${base.system} ${base.resolve}`;
  const house = base.definition.houseSteps;
  if (!house || !base.kernel.withSteps) return problem(houseMessages.noSteps(scenario, []));
  const written = typeof rules!.for === 'string' ? [rules!.for] : Array.isArray(rules!.for) ? rules!.for.map(String) : [String(rules!.for)];
  if (!written.includes(scenario)) problem(houseMessages.wrongFor(written, scenario), { suggestions: [scenario] });
  const names = Object.keys(house.steps);
  for (const [label, group] of [['step', rules!.steps ?? {}], ['exact twin', rules!.exact ?? {}]] as const) {
    for (const [name, f] of Object.entries(group)) {
      if (!names.includes(name)) problem(houseMessages.unknownStep(name, scenario, names), { suggestions: closestNames(name, names) });
      if (typeof f !== 'function') problem(houseMessages.notAFunction(label, name));
    }
  }
  const replaced = Object.keys(rules!.steps ?? {});
  const missingTwins = replaced.filter((name) => !Object.prototype.hasOwnProperty.call(rules!.exact ?? {}, name));
  const houseExact = house.exact;
  const exact =
    houseExact === undefined || missingTwins.length > 0
      ? () => {
          throw new ExactRefusedError(missingTwins.length > 0 ? houseMessages.exactTwinMissing(missingTwins) : houseMessages.noExact);
        }
      : (cell: unknown) => {
          try {
            return houseExact(cell, rules!.exact ?? {});
          } catch (error) {
            throw moduleFailed(error, ref, rules!.definedAt);
          }
        };
  return { ...base, definition: { ...base.definition, exact }, kernel: moduleKernel(rules!, base.kernel), module: ref };
}

/** Where the module called defineHouseRules / defineResolution (its problems point there), or its first line. */
export function definedAt(exported: { definedAt?: unknown } | undefined, ref: ModuleRef): { line: number; column: number } {
  const stack = typeof exported?.definedAt === 'string' ? exported.definedAt : '';
  return frameIn(stack, ref.source) ?? { line: 1, column: 1 };
}
