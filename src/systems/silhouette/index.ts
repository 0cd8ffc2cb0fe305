import type { ResolutionDefinition } from '../ResolutionDefinition.js';
import type { SystemModule } from '../SystemModule.js';
import { exactOpposed } from './opposed/exactOpposed.js';
import { infantryFireDefinition } from './infantryFire/infantryFireDefinition.js';
import { meleeDefinition } from './melee/meleeDefinition.js';
import { createOpposedKernel } from './opposed/opposedKernel.js';
import type { OpposedCell } from './opposed/OpposedCell.js';
import { exactMultiOpposed } from './opposed/exactMultiOpposed.js';
import { createMultiOpposedKernel } from './opposed/multiOpposedKernel.js';
import type { MultiOpposedCell } from './opposed/MultiOpposedCell.js';
import { saturationFireDefinition } from './saturationFire/saturationFireDefinition.js';
import { walkingFireDefinition } from './walkingFire/walkingFireDefinition.js';
import { rangedAttackDefinition } from './rangedAttack/rangedAttackDefinition.js';
import { exactSkillRoll } from './skillRoll/exactSkillRoll.js';
import { skillRollDefinition } from './skillRoll/skillRollDefinition.js';
import { createSkillRollKernel } from './skillRoll/skillRollKernel.js';
import type { SkillRollCell } from './skillRoll/SkillRollCell.js';
import {
  createSilhouetteOpposedRollKernel,
  exactSilhouetteOpposedRoll,
  silhouetteOpposedRollDefinition,
  type SilhouetteOpposedRollCell,
} from './dice/opposedRoll.js';

/** Resolutions whose cells are opposed cells, sharing one kernel and one exact evaluator. */
const OPPOSED = ['ranged-attack', 'infantry-fire', 'melee', 'saturation-fire'];

/** The silhouette rule system: its resolutions, kernels and exact evaluators. */
export const system: SystemModule = {
  definitions: [
    skillRollDefinition as ResolutionDefinition,
    rangedAttackDefinition as ResolutionDefinition,
    infantryFireDefinition as ResolutionDefinition,
    meleeDefinition as ResolutionDefinition,
    walkingFireDefinition as ResolutionDefinition,
    saturationFireDefinition as ResolutionDefinition,
    silhouetteOpposedRollDefinition as ResolutionDefinition,
  ],
  kernels: {
    'silhouette/skill-roll': (cell) => createSkillRollKernel(cell as SkillRollCell),
    'silhouette/walking-fire': (cell) => createMultiOpposedKernel(cell as MultiOpposedCell),
    'silhouette/opposed-roll': (cell) => createSilhouetteOpposedRollKernel(cell as SilhouetteOpposedRollCell),
    ...Object.fromEntries(OPPOSED.map((r) => [`silhouette/${r}`, (cell: unknown) => createOpposedKernel(cell as OpposedCell)])),
  },
  exactEvaluators: {
    'silhouette/skill-roll': (cell) => exactSkillRoll(cell as SkillRollCell),
    'silhouette/walking-fire': (cell) => exactMultiOpposed(cell as MultiOpposedCell),
    'silhouette/opposed-roll': (cell) => exactSilhouetteOpposedRoll(cell as SilhouetteOpposedRollCell),
    ...Object.fromEntries(OPPOSED.map((r) => [`silhouette/${r}`, (cell: unknown) => exactOpposed(cell as OpposedCell)])),
  },
};
