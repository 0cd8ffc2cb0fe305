import { type CounterLayout, counterLength } from '../core/CounterLayout.js';
import { type NamedExactResult, unpackExact } from '../core/ExactResult.js';
import type { Kernel, KernelModule } from '../core/Kernel.js';
import { EnumeratingRoll } from '../dice/exact/EnumeratingRoll.js';
import { enumeratePaths } from '../dice/exact/enumeratePaths.js';
import { Script } from '../dice/exact/Script.js';
import type { Roll } from '../dice/Roll.js';
import type { StepDerivation } from './StepDerivation.js';

/**
 * A resolution's exact result derived from its kernel's own code (docs/house-rules.md): the kernel `build` makes on
 * an EnumeratingRoll runs one trial per path, every random call one choice over its outcomes; each path's counters
 * are added with its probability. Throws ExactIntractableError past the enumeration's limits, or for
 * `roll.uniform()`.
 * @example derivedKernelExact(layout, (roll) => customKernel(resolution, cell, layout, roll)).outcomes.hit // 5 / 12
 */
export function derivedKernelExact<O extends string, D extends string>(
  layout: CounterLayout<O, D>,
  build: (roll: Roll) => Kernel,
): NamedExactResult<O, D> {
  const roll = new EnumeratingRoll(new Script());
  const trial = build(roll);
  const state = new Uint32Array(4);
  const one = new Float64Array(counterLength(layout));
  const counters = new Float64Array(one.length);
  enumeratePaths(
    () => {
      one.fill(0);
      trial.run(state, 1, one);
    },
    (_, script) => {
      for (let i = 0; i < one.length; i++) if (one[i] !== 0) counters[i] += script.p * one[i];
    },
    { roll },
  );
  return unpackExact(layout, counters);
}

/**
 * The same for a resolution with named steps: its kernel's `withSteps` path, each step one choice over its derived
 * distribution (enumerated once per input by `derivation`, which checks any written twin).
 * @example derivedStepsExact(moraleCheckKernel, cell, new StepDerivation(moraleCheckHouseSteps, {})).outcomes.passed // 0.45 at LD 9
 */
export function derivedStepsExact<C, O extends string, D extends string>(
  kernel: KernelModule<C, O, D>,
  cell: C,
  derivation: StepDerivation,
): NamedExactResult<O, D> {
  const withSteps = kernel.withSteps;
  if (withSteps === undefined) throw new Error("gruntlab: a derived exact result needs the kernel's withSteps path");
  return derivedKernelExact(kernel.layout(cell), (roll) =>
    withSteps.call(kernel, cell, derivation.branchingSteps(), roll),
  );
}
