import type { ResolutionDefinition } from '../ResolutionDefinition.js';
import type { SystemModule } from '../SystemModule.js';
import type { AfvCloseAssaultCell } from './afvCloseAssault/AfvCloseAssaultCell.js';
import { afvCloseAssaultDefinition } from './afvCloseAssault/afvCloseAssaultDefinition.js';
import { createAfvCloseAssaultKernel } from './afvCloseAssault/afvCloseAssaultKernel.js';
import { exactAfvCloseAssault } from './afvCloseAssault/exactAfvCloseAssault.js';
import type { AfvFireCell } from './afvFire/AfvFireCell.js';
import { afvFireDefinition } from './afvFire/afvFireDefinition.js';
import { createAfvFireKernel } from './afvFire/afvFireKernel.js';
import { exactAfvFire } from './afvFire/exactAfvFire.js';
import type { CloseCombatCell } from './closeCombat/CloseCombatCell.js';
import { closeCombatDefinition } from './closeCombat/closeCombatDefinition.js';
import { createCloseCombatKernel } from './closeCombat/closeCombatKernel.js';
import { exactCloseCombat } from './closeCombat/exactCloseCombat.js';
import { exactIndirectFire } from './indirectFire/exactIndirectFire.js';
import type { IndirectFireCell } from './indirectFire/IndirectFireCell.js';
import { indirectFireDefinition } from './indirectFire/indirectFireDefinition.js';
import { createIndirectFireKernel } from './indirectFire/indirectFireKernel.js';
import { exactMoraleCheck } from './moraleCheck/exactMoraleCheck.js';
import type { MoraleCheckCell } from './moraleCheck/MoraleCheckCell.js';
import { moraleCheckDefinition } from './moraleCheck/moraleCheckDefinition.js';
import { createMoraleCheckKernel } from './moraleCheck/moraleCheckKernel.js';
import { exactRangedAttack } from './rangedAttack/exactRangedAttack.js';
import type { RangedAttackCell } from './rangedAttack/RangedAttackCell.js';
import { rangedAttackDefinition } from './rangedAttack/rangedAttackDefinition.js';
import { createRangedAttackKernel } from './rangedAttack/rangedAttackKernel.js';
import { createSkillRollKernel, exactSkillRoll, skillRollDefinition, type SkillRollCell } from './dice/skillRoll.js';

/** The man-to-man rule system: its resolutions, kernels and exact evaluators. */
export const system: SystemModule = {
  definitions: [
    rangedAttackDefinition as ResolutionDefinition, moraleCheckDefinition as ResolutionDefinition,
    closeCombatDefinition as ResolutionDefinition, indirectFireDefinition as ResolutionDefinition,
    afvFireDefinition as ResolutionDefinition, afvCloseAssaultDefinition as ResolutionDefinition,
    skillRollDefinition as ResolutionDefinition,
  ],
  kernels: {
    'man-to-man/ranged-attack': (cell) => createRangedAttackKernel(cell as RangedAttackCell),
    'man-to-man/morale-check': (cell) => createMoraleCheckKernel(cell as MoraleCheckCell),
    'man-to-man/close-combat': (cell) => createCloseCombatKernel(cell as CloseCombatCell),
    'man-to-man/indirect-fire': (cell) => createIndirectFireKernel(cell as IndirectFireCell),
    'man-to-man/afv-fire': (cell) => createAfvFireKernel(cell as AfvFireCell),
    'man-to-man/afv-close-assault': (cell) => createAfvCloseAssaultKernel(cell as AfvCloseAssaultCell),
    'man-to-man/skill-roll': (cell) => createSkillRollKernel(cell as SkillRollCell),
  },
  exactEvaluators: {
    'man-to-man/ranged-attack': (cell) => exactRangedAttack(cell as RangedAttackCell),
    'man-to-man/morale-check': (cell) => exactMoraleCheck(cell as MoraleCheckCell),
    'man-to-man/close-combat': (cell) => exactCloseCombat(cell as CloseCombatCell),
    'man-to-man/indirect-fire': (cell) => exactIndirectFire(cell as IndirectFireCell),
    'man-to-man/afv-fire': (cell) => exactAfvFire(cell as AfvFireCell),
    'man-to-man/afv-close-assault': (cell) => exactAfvCloseAssault(cell as AfvCloseAssaultCell),
    'man-to-man/skill-roll': (cell) => exactSkillRoll(cell as SkillRollCell),
  },
};
