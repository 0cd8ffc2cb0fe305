// Migration shim: registers a resolution still written against the old SystemModule contract (three maps keyed
// by kernel name). Removed once every system is converted to defineResolution / defineKernel.
import type { CounterLayout } from '../core/CounterLayout.js';
import { layoutOffsets } from '../core/CounterLayout.js';
import type { ExactResult } from '../core/ExactResult.js';
import type { KernelModule } from '../core/Kernel.js';
import type { ResolutionDefinition } from './defineResolution.js';
import type { RegisteredResolution } from './registerResolution.js';
import type { SystemModule } from './SystemModule.js';

export function legacyResolution(system: string, resolve: string, load: () => Promise<{ module: SystemModule }>): RegisteredResolution {
  const loadBoth = async () => {
    const { module } = await load();
    const old = module.definitions.find((d) => d.system === system && d.resolve === resolve)!;
    const factory = module.kernels[old.kernel];
    const exact = module.exactEvaluators[old.kernel];
    const kernel: KernelModule = { layout: (cell) => factory(cell).layout, create: factory };
    const definition: ResolutionDefinition = {
      description: old.info.description,
      schema: old.cellSchema,
      normalize: (input) => old.normalize(input),
      quantities: {
        outcomes: old.info.outcomes,
        distributions: old.info.distributions,
        layout: () => {
          throw new Error('legacy');
        },
      },
      ...(exact ? { exact: (cell: unknown) => unpack(kernel.layout(cell), exact(cell)) } : {}),
      casualtyDistributions: old.info.casualtyDistributions,
      ...(old.info.valueUnit !== undefined ? { valueUnit: old.info.valueUnit } : {}),
      charts: old.info.charts ?? [],
      docs: '',
    };
    return { system, resolve, definition, kernel };
  };
  return { system, resolve, load: loadBoth, loadKernel: async () => (await loadBoth()).kernel };
}

function unpack(layout: CounterLayout, counters: Float64Array): ExactResult {
  const outcomes: Record<string, number> = {};
  layout.outcomes.forEach((name, i) => {
    outcomes[name] = counters[i];
  });
  const offsets = layoutOffsets(layout);
  const distributions: Record<string, Float64Array> = {};
  layout.distributions.forEach(({ name, size }, i) => {
    distributions[name] = counters.subarray(offsets[i], offsets[i] + size);
  });
  return { outcomes, distributions };
}
