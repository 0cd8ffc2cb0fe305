import type { KernelModule } from '../core/Kernel.js';
import type { ResolutionDefinition } from './defineResolution.js';
import type { Resolution } from './Resolution.js';

/** One line of the registry: a resolution's names and where its two modules are, loaded on demand. */
export interface RegisteredResolution {
  system: string;
  resolve: string;
  /** The definition and the kernel (the main thread: schema, normalizer, layout, exact evaluator). */
  load(): Promise<Resolution>;
  /** The kernel alone (worker threads: no schema, chart or I/O code is loaded). */
  loadKernel(): Promise<KernelModule>;
}

/**
 * Registers a resolution: its definition module and its kernel module, each a default export loaded only
 * when needed. The type parameters tie them: the kernel takes the cells the definition's normalizer makes.
 * @example resolution('stargrunt2', 'fire', () => import('./fire/fireDefinition.js'), () => import('./fire/fireKernel.js'))
 */
export function resolution<In, C, O extends string, D extends string>(
  system: string,
  resolve: string,
  definition: () => Promise<{ default: ResolutionDefinition<In, C, O, D> }>,
  kernel: () => Promise<{ default: KernelModule<C, O, D> }>,
): RegisteredResolution {
  const loadKernel = async (): Promise<KernelModule<C, O, D>> => (await kernel()).default;
  return {
    system,
    resolve,
    load: async () => {
      const [d, k] = await Promise.all([definition(), loadKernel()]);
      return { system, resolve, definition: d.default, kernel: k };
    },
    loadKernel,
  };
}
