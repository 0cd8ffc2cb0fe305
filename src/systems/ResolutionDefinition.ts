import type { z } from 'zod';
import type { ResolutionInfo } from '../results/ResolutionInfo.js';

/** A problem found in a scenario after parsing, located by its path in the (merged) cell input. */
export interface Issue {
  /** Path into the cell input, e.g. ['firer', 'troops', 0, 'weapon']. */
  path: Array<string | number>;
  /** What is wrong, in a designer's words. */
  message: string;
  /** What was expected, e.g. "a weapon name" or "one of: open, soft, hard". */
  expected?: string;
  /** What was found, as written. */
  found?: string;
  /** The closest valid names, best first, for an unknown name. */
  suggestions?: string[];
}

export type NormalizeResult<N> = { ok: true; value: N } | { ok: false; issues: Issue[] };

/**
 * One rulebook procedure of one system (design.md §2): its scenario schema, its normalizer
 * (names → data) and, where tractable, its exact evaluator. The kernel that simulates it is
 * looked up by `kernel` inside the worker, so nothing here needs to cross threads.
 */
export interface ResolutionDefinition<N = unknown> {
  system: string;
  resolve: string;
  info: ResolutionInfo;
  /**
   * Schema of one cell's scenario: every top-level key except `sweep` and `compare`
   * (so `system`, `resolve`, `title`, `trials`, `seed`, `rules`, custom data and the resolution's own keys).
   * Strict objects, so misspelt keys are reported.
   */
  cellSchema: z.ZodType;
  /** Turns one parsed cell (output of cellSchema) into plain data for the kernel and the exact evaluator. */
  normalize(cell: unknown): NormalizeResult<N>;
  /** Name of the kernel factory in src/sim/kernels.ts. */
  kernel: string;
}
