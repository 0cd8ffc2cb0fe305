import type { SystemModule } from '../../SystemModule.js';

/** Stargrunt II heavy weapons, vehicles, missiles, snipers and artillery: resolutions, kernels, exact evaluators. */
export const heavyWeapons: SystemModule = {
  definitions: [],
  kernels: {},
  exactEvaluators: {},
};
