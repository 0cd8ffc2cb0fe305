import type { SystemModule } from '../SystemModule.js';

/** The silhouette rule system: its resolutions, kernels and exact evaluators. */
export const system: SystemModule = {
  definitions: [],
  kernels: {},
  exactEvaluators: {},
};
