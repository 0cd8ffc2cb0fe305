import { type RegisteredResolution, resolution } from '../registerResolution.js';

/** Every grunt-factor resolution, registered once: where its definition and its kernel are (each loaded on demand). */
export const resolutions: RegisteredResolution[] = [
  resolution(
    'grunt-factor',
    'ranged-attack',
    () => import('./rangedAttack/rangedAttackDefinition.js'),
    () => import('./rangedAttack/rangedAttackKernel.js'),
  ),
  resolution(
    'grunt-factor',
    'close-combat',
    () => import('./closeCombat/closeCombatDefinition.js'),
    () => import('./common/attackKernel.js'),
  ),
  resolution(
    'grunt-factor',
    'morale-check',
    () => import('./moraleCheck/moraleCheckDefinition.js'),
    () => import('./moraleCheck/moraleCheckKernel.js'),
  ),
  resolution(
    'grunt-factor',
    'panic-recovery',
    () => import('./panicRecovery/panicRecoveryDefinition.js'),
    () => import('./panicRecovery/panicRecoveryKernel.js'),
  ),
  resolution(
    'grunt-factor',
    'suppression-area',
    () => import('./suppressionArea/suppressionAreaDefinition.js'),
    () => import('./suppressionArea/suppressionAreaKernel.js'),
  ),
  resolution(
    'grunt-factor',
    'climb-and-fall',
    () => import('./falls/climbDefinition.js'),
    () => import('./falls/fallKernel.js'),
  ),
  resolution(
    'grunt-factor',
    'jump',
    () => import('./falls/jumpDefinition.js'),
    () => import('./falls/fallKernel.js'),
  ),
  resolution(
    'grunt-factor',
    'mortar-activation',
    () => import('./mortarActivation/mortarActivationDefinition.js'),
    () => import('./mortarActivation/mortarActivationKernel.js'),
  ),
  resolution(
    'grunt-factor',
    'engagement',
    () => import('./engagement/gfEngagementDefinition.js'),
    () => import('./engagement/gfEngagementKernel.js'),
  ),
  resolution(
    'grunt-factor',
    'initiative',
    () => import('./initiative/initiativeDefinition.js'),
    () => import('./initiative/initiativeKernel.js'),
  ),
  resolution(
    'grunt-factor',
    'parachute-drop',
    () => import('./parachuteDrop/parachuteDropDefinition.js'),
    () => import('./parachuteDrop/parachuteDropKernel.js'),
  ),
  resolution(
    'grunt-factor',
    'overwatch',
    () => import('./overwatch/overwatchDefinition.js'),
    () => import('./overwatch/overwatchKernel.js'),
  ),
  resolution(
    'grunt-factor',
    'to-hit-roll',
    () => import('./dice/toHitRollDefinition.js'),
    () => import('./dice/toHitRollKernel.js'),
  ),
  resolution(
    'grunt-factor',
    'attribute-roll',
    () => import('./dice/attributeRoll/attributeRollDefinition.js'),
    () => import('./dice/attributeRoll/attributeRollKernel.js'),
  ),
];
