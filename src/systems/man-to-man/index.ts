import type { SystemModule } from '../SystemModule.js';

/** The man-to-man rule system: its resolutions, kernels and exact evaluators. */
export const system: SystemModule = {
  definitions: [],
  kernels: {},
  exactEvaluators: {},
};
