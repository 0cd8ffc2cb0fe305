import type { ModuleRef } from '../systems/custom/ModuleRef.js';

/**
 * Thrown by a check-only load (validate) of a scenario whose own resolution (`resolve: ./…`) may not run: its module
 * compiled, its settings are sound, and nothing past them can be checked without running it.
 */
export class ModulesNotRun extends Error {
  constructor(
    readonly file: string,
    readonly modules: ModuleRef[],
  ) {
    super(`${file}: not checked past its settings: ${modules.map((m) => m.path).join(', ')} not run`);
  }
}
