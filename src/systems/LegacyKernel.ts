// Migration shim: the old kernel contract (a kernel that carries its layout), for resolutions not yet converted
// to defineKernel. Removed with legacyResolution.ts.
import type { CounterLayout } from '../core/CounterLayout.js';

export type { CounterLayout } from '../core/CounterLayout.js';
export { counterLength } from '../core/CounterLayout.js';

export interface Kernel {
  layout: CounterLayout;
  run(state: Uint32Array, trials: number, counters: Float64Array): void;
}
