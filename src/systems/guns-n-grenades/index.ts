import type { ResolutionDefinition } from '../ResolutionDefinition.js';
import type { SystemModule } from '../SystemModule.js';
import type { AttackCell } from './attack/AttackCell.js';
import { attackDefinition } from './attack/attackDefinition.js';
import { createAttackKernel } from './attack/attackKernel.js';
import { exactAttack } from './attack/exactAttack.js';
import type { AttacksToKillCell } from './attacks-to-kill/AttacksToKillCell.js';
import { attacksToKillDefinition } from './attacks-to-kill/attacksToKillDefinition.js';
import { createAttacksToKillKernel } from './attacks-to-kill/attacksToKillKernel.js';
import { exactAttacksToKill } from './attacks-to-kill/exactAttacksToKill.js';
import type { DuelCell } from './duel/DuelCell.js';
import { duelDefinition } from './duel/duelDefinition.js';
import { createDuelKernel } from './duel/duelKernel.js';
import { exactDuel } from './duel/exactDuel.js';
import { createGngOpposedRollKernel, exactGngOpposedRoll, gngOpposedRollDefinition, type GngOpposedRollCell } from './dice/opposedRoll.js';

/** The guns-n-grenades rule system: its resolutions, kernels and exact evaluators. */
export const system: SystemModule = {
  definitions: [
    attackDefinition as ResolutionDefinition, attacksToKillDefinition as ResolutionDefinition,
    duelDefinition as ResolutionDefinition,
    gngOpposedRollDefinition as ResolutionDefinition,
  ],
  kernels: {
    'guns-n-grenades/attack': (cell) => createAttackKernel(cell as AttackCell),
    'guns-n-grenades/attacks-to-kill': (cell) => createAttacksToKillKernel(cell as AttacksToKillCell),
    'guns-n-grenades/duel': (cell) => createDuelKernel(cell as DuelCell),
    'guns-n-grenades/opposed-roll': (cell) => createGngOpposedRollKernel(cell as GngOpposedRollCell),
  },
  exactEvaluators: {
    'guns-n-grenades/attack': (cell) => exactAttack(cell as AttackCell),
    'guns-n-grenades/attacks-to-kill': (cell) => exactAttacksToKill(cell as AttacksToKillCell),
    'guns-n-grenades/duel': (cell) => exactDuel(cell as DuelCell),
    'guns-n-grenades/opposed-roll': (cell) => exactGngOpposedRoll(cell as GngOpposedRollCell),
  },
};
