import { counterLength } from '../core/CounterLayout.js';
import type { Kernel, KernelModule } from '../core/Kernel.js';
import { ReportedError } from '../core/ReportedError.js';
import { createStream } from '../dice/streams.js';
import type { DefinedHouseRules, DefinedResolution } from '../systems/custom/CustomResolution.js';
import { locateModuleError } from '../systems/custom/locateModuleError.js';
import type { ModuleRef } from '../systems/custom/ModuleRef.js';
import { moduleKernel } from '../systems/custom/moduleKernel.js';
import { verifiedModuleUrl } from '../systems/custom/verifiedModuleUrl.js';
import type { ChunkRequest } from './ChunkRequest.js';

/** The kernel last built, reused while the module and the cell are the same. */
const last: { key: string; kernel: Kernel | undefined; length: number } = { key: '', kernel: undefined, length: 0 };

const designerModules = new Map<string, Promise<DefinedResolution | DefinedHouseRules>>();

/**
 * A chunk run with a designer's module: imported once per compiled hash, after checking the compiled file's bytes
 * (verifiedModuleUrl: a changed file is refused, never imported), with source maps on so that its errors name its own
 * lines; the kernel built with it, and anything it throws or returns wrong reported at its file and line.
 */
export async function runModuleChunk(
  request: ChunkRequest,
  ref: ModuleRef,
  kernelModule: (system: string, resolve: string) => Promise<KernelModule>,
): Promise<Float64Array> {
  let exported: DefinedResolution | DefinedHouseRules | undefined;
  try {
    const key = `${ref.compiled.sha256}:${request.system}/${request.resolve}:${JSON.stringify(request.cell)}`;
    if (key !== last.key || !last.kernel) {
      last.key = '';
      let loaded = designerModules.get(ref.compiled.sha256);
      if (!loaded) {
        (globalThis as { process?: { setSourceMapsEnabled?: (on: boolean) => void } }).process?.setSourceMapsEnabled?.(
          true,
        );
        const url = verifiedModuleUrl(ref.compiled);
        loaded = import(url).then((m: { default: DefinedResolution | DefinedHouseRules }) => m.default);
        designerModules.set(ref.compiled.sha256, loaded);
      }
      exported = await loaded;
      const builtIn = ref.kind === 'house_rules' ? await kernelModule(request.system, request.resolve) : undefined;
      const module = moduleKernel(exported, builtIn);
      last.kernel = module.create(request.cell);
      last.length = counterLength(module.layout(request.cell));
      last.key = key;
    }
    const counters = new Float64Array(last.length);
    last.kernel.run(createStream(request.seed, request.stream).s, request.trials, counters);
    return counters;
  } catch (error) {
    last.key = '';
    if (error instanceof ReportedError) throw error;
    const loaded = await designerModules.get(ref.compiled.sha256)?.catch(() => undefined);
    const definedAt = exported?.definedAt ?? loaded?.definedAt ?? '';
    throw new Error(locateModuleError(error, ref.shown, ref.source, definedAt));
  }
}
