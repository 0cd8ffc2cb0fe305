import { z } from 'zod';
import type { CounterLayout } from '../core/CounterLayout.js';
import { ExactIntractableError } from '../core/ExactIntractableError.js';
import type { ExactResult, NamedExactResult, Probabilities } from '../core/ExactResult.js';
import { defineQuantities } from '../core/Quantities.js';
import type { CustomCell, DefinedResolution } from '../systems/custom/CustomResolution.js';
import { createCustomKernel, customKernelModule } from '../systems/custom/customKernel.js';
import type { ModuleRef } from '../systems/custom/ModuleRef.js';
import type { ResolutionDefinition } from '../systems/defineResolution.js';
import { derivedKernelExact } from '../systems/derivedKernelExact.js';
import type { Resolution } from '../systems/Resolution.js';
import { TWIN_TOLERANCE } from '../systems/twinDifference.js';
import { definedAt } from './houseRulesResolution.js';
import { ModuleProblems } from './ModuleProblem.js';
import { houseMessages } from './messages.js';
import { customResolutionOf } from './moduleExport.js';
import { moduleFailed } from './moduleFailed.js';
import { paramSchema } from './paramSchema.js';

const MAX_VALUE = 100_000;

/**
 * A designer's whole resolution (`resolve: ./my-procedure.ts`, docs/house-rules.md) as gruntlab runs any resolution:
 * a strict schema of its declared keys, a normalizer to plain data, its names, its kernel, and exact where the
 * module gives it. `system` is the scenario's (any name, or 'custom'). What the module declares wrong is located in it.
 * @example customResolution(exported, ref, 'custom').definition.quantities.outcomes.map((o) => o.name) // ['hit', 'miss']
 */
export function customResolution(exported: unknown, ref: ModuleRef, system: string): Resolution {
  const at = definedAt(exported, ref);
  const fail = (message: string): never => {
    throw new ModuleProblems(ref.shown, [{ ...at, message }]);
  };
  const spec = customResolutionOf(exported, fail);
  const outcomes = Object.keys(spec.outcomes);
  const distributions = Object.keys(spec.distributions ?? {});
  const shape: Record<string, z.ZodType> = {};
  for (const [name, param] of Object.entries(spec.params ?? {})) {
    shape[name] = paramSchema(param) ?? fail(houseMessages.badParam(name));
  }
  const schema = z.strictObject({
    system: z.string().optional().describe('The game the procedure belongs to (any name; recorded in the results)'),
    resolve: z.string().describe("The module of the resolution, from the scenario's folder"),
    title: z.string().optional(),
    description: z.string().optional(),
    trials: z.number().int().positive().optional(),
    seed: z.number().int().nonnegative().optional(),
    ...shape,
  });
  const paramNames = Object.keys(shape);
  const quantities = defineQuantities({
    outcomes: spec.outcomes,
    distributions: Object.fromEntries(Object.entries(spec.distributions ?? {}).map(([name, d]) => [name, d.label])),
  });
  const favours = spec.favours;
  const kernel = customKernelModule(spec);
  const checked = new Map<string, ExactResult>();
  const exact = (cell: CustomCell): ExactResult => {
    try {
      return customExact(spec, cell, kernel.layout(cell), outcomes, distributions);
    } catch (error) {
      if (error instanceof ExactIntractableError) throw error;
      throw moduleFailed(error, ref, spec.definedAt);
    }
  };
  const definition: ResolutionDefinition<Record<string, unknown>, CustomCell> = {
    description: spec.description || ref.path,
    schema: schema as unknown as z.ZodType<Record<string, unknown>>,
    normalize(input) {
      const params = Object.fromEntries(paramNames.map((k) => [k, input[k]]));
      const maxima: Record<string, number> = {};
      for (const [name, { max }] of Object.entries(spec.distributions ?? {})) {
        let value: unknown;
        try {
          value = typeof max === 'function' ? max(params as never) : max;
        } catch (error) {
          throw moduleFailed(error, ref, spec.definedAt);
        }
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_VALUE) {
          return {
            ok: false,
            issues: [
              { path: [], message: `${ref.shown}:${at.line}:${at.column}: ${houseMessages.badMax(name, value)}` },
            ],
          };
        }
        maxima[name] = value;
      }
      const cell = { params, maxima };
      // A written exact function is checked against the trial's enumeration when the scenario loads.
      if (typeof spec.exact === 'function') {
        try {
          checked.set(JSON.stringify(cell), exact(cell));
        } catch (error) {
          if (error instanceof ExactIntractableError) return { ok: true, value: cell };
          throw error;
        }
      }
      return { ok: true, value: cell };
    },
    quantities,
    exact: (cell) => checked.get(JSON.stringify(cell)) ?? exact(cell),
    favours: {
      side: favours?.side ?? 'the first outcome',
      up: favours?.good ?? [outcomes[0]],
      down: favours?.bad ?? [],
      headline: [favours?.good?.[0] ?? outcomes[0]],
    },
    ...(spec.valueUnit !== undefined ? { valueUnit: spec.valueUnit } : {}),
    docs: '../house-rules.md#3-a-whole-resolution-of-your-own-what-if-a-six-exploded',
  };
  return {
    system,
    resolve: ref.path,
    definition: definition as ResolutionDefinition,
    kernel: kernel as never,
    module: ref,
  };
}

/**
 * Exact results of a designer's resolution: derived from its trial, enumerated (derivedKernelExact); where the module
 * writes `exact` anyway, that, checked against the derivation (an error names the first result that differs), or
 * taken as written where the trial is too large to enumerate.
 */
function customExact(
  spec: DefinedResolution,
  cell: CustomCell,
  layout: CounterLayout,
  outcomes: string[],
  distributions: string[],
): ExactResult {
  let derived: NamedExactResult<string, string> | undefined;
  try {
    derived = derivedKernelExact(layout, (roll) => createCustomKernel(spec, cell, layout, roll));
  } catch (error) {
    if (!(error instanceof ExactIntractableError) || typeof spec.exact !== 'function') throw error;
  }
  if (typeof spec.exact !== 'function') return derived!;
  const written = checkedExact(spec.exact(cell.params as never), outcomes, distributions);
  const difference = derived && exactDifference(written, derived);
  if (difference)
    throw new Error(
      houseMessages.exactDisagrees(
        JSON.stringify(cell.params),
        difference.what,
        difference.written,
        difference.derived,
      ),
    );
  return written;
}

/** The first outcome, then distribution value, whose probability the module's exact gives otherwise than its trial. */
function exactDifference(
  written: ExactResult,
  derived: NamedExactResult<string, string>,
): { what: string; written: number; derived: number } | undefined {
  for (const [name, p] of Object.entries(derived.outcomes)) {
    const w = written.outcomes[name] ?? 0;
    if (Math.abs(w - p) > TWIN_TOLERANCE) return { what: `outcome ${name}`, written: w, derived: p };
  }
  for (const [name, probs] of Object.entries(derived.distributions)) {
    const w = probabilitiesByValue(written.distributions?.[name]);
    for (let v = 0; v < Math.max(probs.length, ...w.keys(), 0) + 1; v++) {
      const a = w.get(v) ?? 0;
      const b = probs[v] ?? 0;
      if (Math.abs(a - b) > TWIN_TOLERANCE) return { what: `${name} = ${v}`, written: a, derived: b };
    }
  }
  return undefined;
}

function probabilitiesByValue(p: Probabilities | undefined): Map<number, number> {
  if (p === undefined) return new Map();
  if ('entries' in p && typeof p.entries === 'function') return new Map(p.entries());
  return new Map(Array.from(p as ArrayLike<number>, (q, v) => [v, q]));
}

/** The module's exact result, its names checked against the declared ones. */
function checkedExact(result: unknown, outcomes: string[], distributions: string[]): ExactResult {
  const r = result as { outcomes?: Record<string, unknown>; distributions?: Record<string, unknown> } | undefined;
  if (typeof r?.outcomes !== 'object' || r.outcomes === null)
    throw new Error('exact returned no { outcomes: { name: probability } }');
  for (const name of outcomes) {
    if (typeof r.outcomes[name] !== 'number')
      throw new Error(`exact returned no probability for outcome "${name}" (outcomes: ${outcomes.join(', ')})`);
  }
  for (const name of Object.keys(r.outcomes))
    if (!outcomes.includes(name))
      throw new Error(
        `exact returned outcome "${name}", which the module does not declare (outcomes: ${outcomes.join(', ')})`,
      );
  for (const name of distributions) {
    if (r.distributions?.[name] === undefined) throw new Error(`exact returned no distribution "${name}"`);
  }
  return {
    outcomes: r.outcomes as Record<string, number>,
    distributions: (r.distributions ?? {}) as Record<string, Probabilities>,
  };
}
