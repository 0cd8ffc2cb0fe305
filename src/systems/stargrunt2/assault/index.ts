import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { SystemModule } from '../../SystemModule.js';
import type { CloseAssaultCell } from './closeAssault/CloseAssaultCell.js';
import { closeAssaultDefinition } from './closeAssault/closeAssaultDefinition.js';
import { createCloseAssaultKernel } from './closeAssault/closeAssaultKernel.js';
import { exactCloseAssault } from './closeAssault/exactCloseAssault.js';
import type { CloseCombatPairCell } from './pair/CloseCombatPairCell.js';
import { closeCombatPairDefinition } from './pair/closeCombatPairDefinition.js';
import { createCloseCombatPairKernel } from './pair/closeCombatPairKernel.js';
import { exactCloseCombatPair } from './pair/exactCloseCombatPair.js';

/** Stargrunt II close assault: resolutions, kernels and exact evaluators. */
export const closeAssault: SystemModule = {
  definitions: [closeAssaultDefinition as ResolutionDefinition, closeCombatPairDefinition as ResolutionDefinition],
  kernels: {
    'stargrunt2/close-assault': (cell) => createCloseAssaultKernel(cell as CloseAssaultCell),
    'stargrunt2/close-combat-pair': (cell) => createCloseCombatPairKernel(cell as CloseCombatPairCell),
  },
  exactEvaluators: {
    'stargrunt2/close-assault': (cell) => exactCloseAssault(cell as CloseAssaultCell),
    'stargrunt2/close-combat-pair': (cell) => exactCloseCombatPair(cell as CloseCombatPairCell),
  },
};
