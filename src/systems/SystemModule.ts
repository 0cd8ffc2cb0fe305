import type { Kernel } from './LegacyKernel.js';
import type { ResolutionDefinition } from './ResolutionDefinition.js';

/**
 * What one rule system contributes: its resolutions (for the loader and the CLI), its kernels (by the
 * name each definition gives in `kernel`, built inside the workers) and its exact evaluators (by the same
 * name; each returns probabilities in its kernel's counter layout).
 */
export interface SystemModule {
  definitions: ResolutionDefinition[];
  kernels: Record<string, (cell: unknown) => Kernel>;
  exactEvaluators: Record<string, (cell: unknown) => Float64Array>;
}
