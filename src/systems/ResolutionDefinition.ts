// Migration shim: the old resolution contract (definitions, kernels and exact evaluators in three maps keyed by
// kernel name). Resolutions move to defineResolution.ts one system at a time; this file goes with the last.
import type { z } from 'zod';
import type { NormalizeResult } from '../core/Issue.js';
import type { ResolutionInfo } from './ResolutionInfo.js';

export type { Issue, NormalizeResult } from '../core/Issue.js';

/** The old `info`: a ResolutionInfo whose exactness and docs come from elsewhere. */
export type LegacyInfo = Omit<ResolutionInfo, 'charts' | 'exact' | 'docs'> & { charts?: string[] };

export interface ResolutionDefinition<N = unknown> {
  system: string;
  resolve: string;
  info: LegacyInfo;
  cellSchema: z.ZodType;
  normalize(cell: unknown): NormalizeResult<N>;
  kernel: string;
}
