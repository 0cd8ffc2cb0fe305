import type { Kernel, KernelModule } from '../core/Kernel.js';
import { counterLength } from '../core/CounterLayout.js';
import { createStream } from '../dice/streams.js';
import type { DefinedHouseRules, DefinedResolution } from '../systems/custom/CustomResolution.js';
import { locateModuleError } from '../systems/custom/locateModuleError.js';
import type { ModuleRef } from '../systems/custom/ModuleRef.js';
import { moduleKernel } from '../systems/custom/moduleKernel.js';
import { findRegistered } from '../systems/registry.js';
import { engineMessages } from './messages.js';

/** One chunk of one cell: which resolution's kernel, the cell's plain data and which random stream. */
export interface ChunkRequest {
  system: string;
  resolve: string;
  cell: unknown;
  seed: number;
  /** Which random stream of the seed this chunk draws from (see streamIndex). */
  stream: number;
  trials: number;
  /** A designer's module the kernel runs with (house rules or a whole resolution; docs/house-rules.md). */
  module?: ModuleRef;
}

const kernelModules = new Map<string, Promise<KernelModule>>();
let lastKey = '';
let lastKernel: Kernel | undefined;
let lastLength = 0;

/**
 * Runs one chunk: loads the resolution's kernel module (once), builds (or reuses) the cell's kernel from plain
 * data and returns fresh counters. Used by the worker threads and, for tests and one-off runs, on the main thread.
 */
export async function runChunk(request: ChunkRequest): Promise<Float64Array> {
  if (request.module !== undefined) return runModuleChunk(request, request.module);
  const id = `${request.system}/${request.resolve}`;
  const key = `${id}:${JSON.stringify(request.cell)}`;
  if (key !== lastKey || !lastKernel) {
    const module = await kernelModule(request.system, request.resolve);
    lastKernel = module.create(request.cell);
    lastLength = counterLength(module.layout(request.cell));
    lastKey = key;
  }
  const counters = new Float64Array(lastLength);
  lastKernel.run(createStream(request.seed, request.stream).s, request.trials, counters);
  return counters;
}

const designerModules = new Map<string, Promise<DefinedResolution | DefinedHouseRules>>();

/**
 * A chunk run with a designer's module: imported once per hash (source maps on, so its errors name its own lines),
 * the kernel built with it, and anything it throws or returns wrong reported at its file and line.
 */
async function runModuleChunk(request: ChunkRequest, ref: ModuleRef): Promise<Float64Array> {
  let exported: DefinedResolution | DefinedHouseRules | undefined;
  try {
    const key = `${ref.sha256}:${request.system}/${request.resolve}:${JSON.stringify(request.cell)}`;
    if (key !== lastKey || !lastKernel) {
      lastKey = '';
      let loaded = designerModules.get(ref.sha256);
      if (!loaded) {
        (globalThis as { process?: { setSourceMapsEnabled?: (on: boolean) => void } }).process?.setSourceMapsEnabled?.(true);
        loaded = import(ref.url).then((m: { default: DefinedResolution | DefinedHouseRules }) => m.default);
        designerModules.set(ref.sha256, loaded);
      }
      exported = await loaded;
      const builtIn = ref.kind === 'house_rules' ? await kernelModule(request.system, request.resolve) : undefined;
      const module = moduleKernel(exported, builtIn);
      lastKernel = module.create(request.cell);
      lastLength = counterLength(module.layout(request.cell));
      lastKey = key;
    }
    const counters = new Float64Array(lastLength);
    lastKernel.run(createStream(request.seed, request.stream).s, request.trials, counters);
    return counters;
  } catch (error) {
    lastKey = '';
    const definedAt = exported?.definedAt ?? (await designerModules.get(ref.sha256)?.catch(() => undefined))?.definedAt ?? '';
    throw new Error(locateModuleError(error, ref.shown, ref.source, definedAt));
  }
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
