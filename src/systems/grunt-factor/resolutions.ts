import { type RegisteredResolution, resolution } from '../registerResolution.js';

/** Every grunt-factor resolution, registered once: where its definition and its kernel are (each loaded on demand). */
export const resolutions: RegisteredResolution[] = [
  resolution('grunt-factor', 'ranged-attack', () => import('./ranged-attack/rangedAttackDefinition.js'), () => import('./common/attackKernel.js')),
  resolution('grunt-factor', 'close-combat', () => import('./close-combat/closeCombatDefinition.js'), () => import('./common/attackKernel.js')),
  resolution('grunt-factor', 'morale-check', () => import('./morale-check/moraleCheckDefinition.js'), () => import('./morale-check/moraleCheckKernel.js')),
  resolution('grunt-factor', 'panic-recovery', () => import('./panic-recovery/panicRecoveryDefinition.js'), () => import('./panic-recovery/panicRecoveryKernel.js')),
  resolution('grunt-factor', 'suppression-area', () => import('./suppression-area/suppressionAreaDefinition.js'), () => import('./suppression-area/suppressionAreaKernel.js')),
  resolution('grunt-factor', 'climb-and-fall', () => import('./falls/climbDefinition.js'), () => import('./falls/fallKernel.js')),
  resolution('grunt-factor', 'jump', () => import('./falls/jumpDefinition.js'), () => import('./falls/fallKernel.js')),
  resolution('grunt-factor', 'mortar-activation', () => import('./mortar-activation/mortarActivationDefinition.js'), () => import('./mortar-activation/mortarActivationKernel.js')),
  resolution('grunt-factor', 'to-hit-roll', () => import('./dice/toHitRollDefinition.js'), () => import('./dice/toHitRollKernel.js')),
];
