import type { KernelModule } from '../../core/Kernel.js';
import {
  CUSTOM_RESOLUTION_KIND,
  type DefinedHouseRules,
  type DefinedResolution,
  HOUSE_RULES_KIND,
} from './CustomResolution.js';
import { customKernelModule } from './customKernel.js';

/**
 * The kernel module a run with a designer's module uses: the module's own resolution, or the built-in kernel with the
 * module's steps (`withSteps`). Both threads build it this way: the main thread for layouts, the workers to run.
 * @example moduleKernel(houseRules, fireKernel).create(cell) // fire's kernel with the house rule's steps
 */
export function moduleKernel(
  exported: DefinedResolution | DefinedHouseRules,
  builtIn: KernelModule | undefined,
): KernelModule {
  if (exported.kind === CUSTOM_RESOLUTION_KIND) return customKernelModule(exported) as KernelModule;
  if (exported.kind !== HOUSE_RULES_KIND || builtIn?.withSteps === undefined)
    throw new Error(`gruntlab: no kernel for this module (${String(exported.kind)})`);
  const withSteps = builtIn.withSteps.bind(builtIn);
  const steps = exported.steps;
  return { layout: (cell) => builtIn.layout(cell), create: (cell) => withSteps(cell, steps) };
}
