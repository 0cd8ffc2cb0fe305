import type { ResolutionDefinition } from '../ResolutionDefinition.js';
import type { SystemModule } from '../SystemModule.js';
import { exactFire } from './fire/exactFire.js';
import type { FireCell } from './fire/FireCell.js';
import { fireDefinition } from './fire/fireDefinition.js';
import { createFireKernel } from './fire/fireKernel.js';

/** The Stargrunt II rule system: its resolutions, kernels and exact evaluators. */
export const system: SystemModule = {
  definitions: [fireDefinition as ResolutionDefinition],
  kernels: {
    'stargrunt2/fire': (cell) => createFireKernel(cell as FireCell),
  },
  exactEvaluators: {
    'stargrunt2/fire': (cell) => exactFire(cell as FireCell),
  },
};
