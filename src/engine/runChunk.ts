import type { Kernel, KernelModule } from '../core/Kernel.js';
import { counterLength } from '../core/CounterLayout.js';
import { createStream } from '../dice/streams.js';
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
