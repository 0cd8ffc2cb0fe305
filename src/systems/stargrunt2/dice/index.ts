import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { SystemModule } from '../../SystemModule.js';
import {
  createImpactVsArmourKernel,
  exactImpactVsArmour,
  impactVsArmourDefinition,
  type ImpactVsArmourCell,
} from './impactVsArmour.js';
import { createOpposedRollKernel, exactOpposedRoll, opposedRollDefinition, type OpposedRollCell } from './opposedRoll.js';

/** Stargrunt II's bare dice procedures (opposed rolls, impact against armour), for reference tables. */
export const diceProcedures: SystemModule = {
  definitions: [opposedRollDefinition as ResolutionDefinition, impactVsArmourDefinition as ResolutionDefinition],
  kernels: {
    'stargrunt2/opposed-roll': (cell) => createOpposedRollKernel(cell as OpposedRollCell),
    'stargrunt2/impact-vs-armour': (cell) => createImpactVsArmourKernel(cell as ImpactVsArmourCell),
  },
  exactEvaluators: {
    'stargrunt2/opposed-roll': (cell) => exactOpposedRoll(cell as OpposedRollCell),
    'stargrunt2/impact-vs-armour': (cell) => exactImpactVsArmour(cell as ImpactVsArmourCell),
  },
};
