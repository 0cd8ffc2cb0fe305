import { counterLength } from '../core/CounterLayout.js';
import type { Kernel, KernelModule, StepFunctions } from '../core/Kernel.js';
import { createStream } from '../dice/streams.js';
import type { LanguageSteps } from '../systems/languageSteps.js';
import { findRegistered } from '../systems/registry.js';
import type { ChunkRequest } from './ChunkRequest.js';
import { engineMessages } from './messages.js';

export type { ChunkRequest } from './ChunkRequest.js';

const kernelModules = new Map<string, Promise<KernelModule>>();
let lastKey = '';
let lastKernel: Kernel | undefined;
let lastLength = 0;

/**
 * Runs one chunk: loads the resolution's kernel module (once), builds (or reuses) the cell's kernel from plain
 * data and returns fresh counters. Used by the worker threads and, for tests and one-off runs, on the main thread.
 */
export async function runChunk(request: ChunkRequest): Promise<Float64Array> {
  // Loaded only by a run with a designer's module: the worker of a built-in run stays as small as it was.
  if (request.module !== undefined)
    return (await import('./runModuleChunk.js')).runModuleChunk(request, request.module, kernelModule);
  const id = `${request.system}/${request.resolve}`;
  const steps = request.steps === undefined ? '' : JSON.stringify(request.steps);
  const key = `${id}:${steps}:${JSON.stringify(request.cell)}`;
  if (key !== lastKey || !lastKernel) {
    const module = await kernelModule(request.system, request.resolve);
    lastKernel =
      request.steps === undefined
        ? module.create(request.cell)
        : await withLanguageSteps(module, id, request.cell, request.steps, steps);
    lastLength = counterLength(module.layout(request.cell));
    lastKey = key;
  }
  const counters = new Float64Array(lastLength);
  lastKernel.run(createStream(request.seed, request.stream).s, request.trials, counters);
  return counters;
}

/** The step functions of the last rules seen, kept so that their samplers' tables last from chunk to chunk. */
const lastSteps = { key: '', functions: {} as StepFunctions };

/**
 * The kernel with house rules in the dice language: the built-in's `withSteps` path with the rules' steps (the
 * language loaded only by a run with such rules: the worker of a built-in run stays as small as it was).
 */
async function withLanguageSteps(
  module: KernelModule,
  id: string,
  cell: unknown,
  steps: LanguageSteps,
  key: string,
): Promise<Kernel> {
  if (module.withSteps === undefined) throw new Error(engineMessages.noSteps(id));
  if (lastSteps.key !== key) {
    const { languageStepFunctions } = await import('../systems/languageSteps.js');
    lastSteps.functions = languageStepFunctions(steps);
    lastSteps.key = key;
  }
  return module.withSteps(cell, lastSteps.functions);
}

function kernelModule(system: string, resolve: string): Promise<KernelModule> {
  const id = `${system}/${resolve}`;
  let module = kernelModules.get(id);
  if (!module) {
    const registered = findRegistered(system, resolve);
    if (!registered) throw new Error(engineMessages.noKernel(id));
    module = registered.loadKernel();
    kernelModules.set(id, module);
  }
  return module;
}
