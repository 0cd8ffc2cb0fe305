// gruntlab's public API (`import { defineResolution, dice } from 'gruntlab'`; docs/house-rules.md): what a
// house-rule module or a designer's own resolution is written against. It only re-exports or wraps what exists.

export type { CounterLayout } from '../core/CounterLayout.js';
export { Dist } from '../dice/exact/Dist.js';
export type { Roll } from '../dice/Roll.js';
export { closedShift, openShift } from '../dice/shift.js';
export type {
  CustomResolution,
  DistributionSpec,
  ParamSpec,
  ParamValues,
  TrialResult,
} from '../systems/custom/CustomResolution.js';
export type { Shooter } from '../systems/grunt-factor/common/attackShot.js';
export type {
  MoraleCheckExactSteps,
  MoraleCheckSteps,
  MoraleUnit,
} from '../systems/grunt-factor/moraleCheck/moraleCheckSteps.js';
export type {
  RangedAttackExactSteps,
  RangedAttackSteps,
} from '../systems/grunt-factor/rangedAttack/rangedAttackSteps.js';
export type {
  AttackExactSteps,
  AttackRollResult,
  AttackRollSides,
  AttackSteps,
} from '../systems/guns-n-grenades/attack/attackSteps.js';
export type { SkillRollExactSteps, SkillRollSteps } from '../systems/man-to-man/skillRoll/skillRollSteps.js';
export type {
  OpposedResult,
  OpposedTestExactSteps,
  OpposedTestSteps,
  SilhouetteOpposedTest,
} from '../systems/silhouette/opposed/opposedTestSteps.js';
export type {
  SilhouettePool,
  SilhouetteSkillRollExactSteps,
  SilhouetteSkillRollSteps,
} from '../systems/silhouette/skillRoll/skillRollSteps.js';
export type {
  CloseCombatExactSteps,
  CloseCombatFighter,
  CloseCombatSteps,
} from '../systems/stargrunt2/assault/closeCombatSteps.js';
export type {
  FireDie,
  FireExactSteps,
  FireHit,
  FireSteps,
  FireVolley,
  HitEffect,
  VolleyResult,
} from '../systems/stargrunt2/fire/fireSteps.js';
export { defineHouseRules, type ReplaceableSteps } from './defineHouseRules.js';
export { defineResolution } from './defineResolution.js';
export { dice } from './dice.js';
export { book } from './steps.js';
