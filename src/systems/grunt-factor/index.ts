import type { ResolutionDefinition } from '../ResolutionDefinition.js';
import type { SystemModule } from '../SystemModule.js';
import type { AttackCell } from './common/AttackCell.js';
import { createAttackKernel } from './common/attackKernel.js';
import { exactAttack } from './common/exactAttack.js';
import { closeCombatDefinition } from './close-combat/closeCombatDefinition.js';
import { exactMoraleCheck } from './morale-check/exactMoraleCheck.js';
import type { MoraleCheckCell } from './morale-check/MoraleCheckCell.js';
import { moraleCheckDefinition } from './morale-check/moraleCheckDefinition.js';
import { createMoraleCheckKernel } from './morale-check/moraleCheckKernel.js';
import { exactPanicRecovery } from './panic-recovery/exactPanicRecovery.js';
import type { PanicRecoveryCell } from './panic-recovery/PanicRecoveryCell.js';
import { panicRecoveryDefinition } from './panic-recovery/panicRecoveryDefinition.js';
import { createPanicRecoveryKernel } from './panic-recovery/panicRecoveryKernel.js';
import { exactSuppressionArea } from './suppression-area/exactSuppressionArea.js';
import type { SuppressionAreaCell } from './suppression-area/SuppressionAreaCell.js';
import { suppressionAreaDefinition } from './suppression-area/suppressionAreaDefinition.js';
import { createSuppressionAreaKernel } from './suppression-area/suppressionAreaKernel.js';
import { exactFall } from './falls/exactFall.js';
import type { FallCell } from './falls/FallCell.js';
import { climbDefinition, jumpDefinition } from './falls/fallDefinitions.js';
import { createFallKernel } from './falls/fallKernel.js';
import {
  createMortarActivationKernel,
  exactMortarActivation,
  mortarActivationDefinition,
  type MortarActivationCell,
} from './mortar-activation/mortarActivation.js';
import { rangedAttackDefinition } from './ranged-attack/rangedAttackDefinition.js';
import { createToHitRollKernel, exactToHitRoll, toHitRollDefinition, type ToHitRollCell } from './dice/toHitRoll.js';

/** The grunt-factor rule system: its resolutions, kernels and exact evaluators. */
export const system: SystemModule = {
  definitions: [
    rangedAttackDefinition as ResolutionDefinition,
    closeCombatDefinition as ResolutionDefinition,
    moraleCheckDefinition as ResolutionDefinition,
    panicRecoveryDefinition as ResolutionDefinition,
    suppressionAreaDefinition as ResolutionDefinition,
    climbDefinition as ResolutionDefinition,
    jumpDefinition as ResolutionDefinition,
    mortarActivationDefinition as ResolutionDefinition,
    toHitRollDefinition as ResolutionDefinition,
  ],
  kernels: {
    'grunt-factor/ranged-attack': (cell) => createAttackKernel(cell as AttackCell),
    'grunt-factor/close-combat': (cell) => createAttackKernel(cell as AttackCell),
    'grunt-factor/morale-check': (cell) => createMoraleCheckKernel(cell as MoraleCheckCell),
    'grunt-factor/panic-recovery': (cell) => createPanicRecoveryKernel(cell as PanicRecoveryCell),
    'grunt-factor/suppression-area': (cell) => createSuppressionAreaKernel(cell as SuppressionAreaCell),
    'grunt-factor/climb-and-fall': (cell) => createFallKernel(cell as FallCell),
    'grunt-factor/jump': (cell) => createFallKernel(cell as FallCell),
    'grunt-factor/mortar-activation': (cell) => createMortarActivationKernel(cell as MortarActivationCell),
    'grunt-factor/to-hit-roll': (cell) => createToHitRollKernel(cell as ToHitRollCell),
  },
  exactEvaluators: {
    'grunt-factor/ranged-attack': (cell) => exactAttack(cell as AttackCell),
    'grunt-factor/close-combat': (cell) => exactAttack(cell as AttackCell),
    'grunt-factor/morale-check': (cell) => exactMoraleCheck(cell as MoraleCheckCell),
    'grunt-factor/panic-recovery': (cell) => exactPanicRecovery(cell as PanicRecoveryCell),
    'grunt-factor/suppression-area': (cell) => exactSuppressionArea(cell as SuppressionAreaCell),
    'grunt-factor/climb-and-fall': (cell) => exactFall(cell as FallCell),
    'grunt-factor/jump': (cell) => exactFall(cell as FallCell),
    'grunt-factor/mortar-activation': (cell) => exactMortarActivation(cell as MortarActivationCell),
    'grunt-factor/to-hit-roll': (cell) => exactToHitRoll(cell as ToHitRollCell),
  },
};
