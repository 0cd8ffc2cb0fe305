import type { CounterLayout } from './CounterLayout.js';

/**
 * A kernel simulates one resolution for one cell (docs/architecture.md, "The pipeline"). It is built inside the worker from plain data,
 * allocates nothing per trial, and adds into one preallocated Float64Array laid out as its cell's layout says.
 */
export interface Kernel {
  /** Runs `trials` resolutions on the xoshiro128** stream whose 4-word state is given (and advanced). */
  run(state: Uint32Array, trials: number, counters: Float64Array): void;
}

/**
 * What a resolution's kernel module exports (its default export): the counter layout of a cell and the kernel
 * factory. It imports dice and plain data only — no Node API, no schema, chart or I/O code — so the same module
 * runs in a Piscina worker, a browser Web Worker or another process.
 *
 * `layout` and `create` are methods, not function properties, so that a kernel typed for its own cell can be held
 * as `KernelModule` (of unknown cells) where modules are listed; the registry pairs each one with the
 * definition whose normalizer makes its cells.
 */
export interface KernelModule<C = unknown, O extends string = string, D extends string = string> {
  layout(cell: C): CounterLayout<O, D>;
  create(cell: C): Kernel;
  /**
   * The kernel with some of its named steps replaced by a house-rule module's (docs/house-rules.md): `steps` maps a
   * step name the definition's `houseSteps` lists to the designer's function. Only resolutions that expose steps
   * have it; `create` stays the built-in's own path, untouched. `roll` is the random source it rolls through (a
   * `Roll` of src/dice; its own when not given): an enumerating one derives the exact distribution from this path.
   */
  withSteps?(cell: C, steps: StepFunctions, roll?: object): Kernel;
}

/** A house-rule module's replacement steps (or their exact twins), by step name. */
export type StepFunctions = Readonly<Record<string, (...args: never[]) => unknown>>;

/**
 * Declares a kernel module; the identity, there for its types.
 * @example export default defineKernel<FireCell>({ layout: fireLayout, create: createFireKernel });
 */
export function defineKernel<C, O extends string = string, D extends string = string>(
  module: KernelModule<C, O, D>,
): KernelModule<C, O, D> {
  return module;
}
