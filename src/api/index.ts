// gruntlab's public API (`import { defineResolution, dice } from 'gruntlab'`; docs/house-rules.md): what a
// house-rule module or a designer's own resolution is written against. It only re-exports or wraps what exists.
export { defineResolution } from './defineResolution.js';
export { defineHouseRules, type ReplaceableSteps } from './defineHouseRules.js';
export { dice } from './dice.js';
export { book } from './steps.js';
export { Dist } from '../dice/exact/Dist.js';
export type { Roll } from '../dice/Roll.js';
export { closedShift, openShift } from '../dice/shift.js';
export type { CustomResolution, ParamSpec, ParamValues, TrialResult, DistributionSpec } from '../systems/custom/CustomResolution.js';
export type { CloseCombatFighter, CloseCombatSteps, CloseCombatExactSteps } from '../systems/stargrunt2/assault/closeCombatSteps.js';
export type { FireDie, FireExactSteps, FireHit, FireSteps, FireVolley, HitEffect, VolleyResult } from '../systems/stargrunt2/fire/fireSteps.js';
export type { MoraleUnit, MoraleCheckSteps, MoraleCheckExactSteps } from '../systems/grunt-factor/moraleCheck/moraleCheckSteps.js';
export type { Shooter } from '../systems/grunt-factor/common/attackShot.js';
export type { RangedAttackSteps, RangedAttackExactSteps } from '../systems/grunt-factor/rangedAttack/rangedAttackSteps.js';
export type { AttackRollSides, AttackRollResult, AttackSteps, AttackExactSteps } from '../systems/guns-n-grenades/attack/attackSteps.js';
export type { SkillRollSteps, SkillRollExactSteps } from '../systems/man-to-man/skillRoll/skillRollSteps.js';
export type { OpposedResult, OpposedTestSteps, OpposedTestExactSteps, SilhouetteOpposedTest } from '../systems/silhouette/opposed/opposedTestSteps.js';
export type { SilhouettePool, SilhouetteSkillRollSteps, SilhouetteSkillRollExactSteps } from '../systems/silhouette/skillRoll/skillRollSteps.js';
export type { CounterLayout } from '../core/CounterLayout.js';
