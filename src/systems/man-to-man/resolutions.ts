import { type RegisteredResolution, resolution } from '../registerResolution.js';

/** Every man-to-man resolution, registered once: where its definition and its kernel are (each loaded on demand). */
export const resolutions: RegisteredResolution[] = [
  resolution(
    'man-to-man',
    'ranged-attack',
    () => import('./rangedAttack/rangedAttackDefinition.js'),
    () => import('./rangedAttack/rangedAttackKernel.js'),
  ),
  resolution(
    'man-to-man',
    'morale-check',
    () => import('./moraleCheck/moraleCheckDefinition.js'),
    () => import('./moraleCheck/moraleCheckKernel.js'),
  ),
  resolution(
    'man-to-man',
    'close-combat',
    () => import('./closeCombat/closeCombatDefinition.js'),
    () => import('./closeCombat/closeCombatKernel.js'),
  ),
  resolution(
    'man-to-man',
    'indirect-fire',
    () => import('./indirectFire/indirectFireDefinition.js'),
    () => import('./indirectFire/indirectFireKernel.js'),
  ),
  resolution(
    'man-to-man',
    'afv-fire',
    () => import('./afvFire/afvFireDefinition.js'),
    () => import('./afvFire/afvFireKernel.js'),
  ),
  resolution(
    'man-to-man',
    'afv-he-fire',
    () => import('./afvHeFire/afvHeFireDefinition.js'),
    () => import('./afvHeFire/afvHeFireKernel.js'),
  ),
  resolution(
    'man-to-man',
    'afv-close-assault',
    () => import('./afvCloseAssault/afvCloseAssaultDefinition.js'),
    () => import('./afvCloseAssault/afvCloseAssaultKernel.js'),
  ),
  resolution(
    'man-to-man',
    'over-run',
    () => import('./overRun/overRunDefinition.js'),
    () => import('./overRun/overRunKernel.js'),
  ),
  resolution(
    'man-to-man',
    'un-jam',
    () => import('./unJam/unJamDefinition.js'),
    () => import('./unJam/unJamKernel.js'),
  ),
  resolution(
    'man-to-man',
    'vehicle-explosion',
    () => import('./vehicleExplosion/vehicleExplosionDefinition.js'),
    () => import('./vehicleExplosion/vehicleExplosionKernel.js'),
  ),
  resolution(
    'man-to-man',
    'three-dice',
    () => import('./threeDice/threeDiceDefinition.js'),
    () => import('./threeDice/threeDiceKernel.js'),
  ),
  resolution(
    'man-to-man',
    'skill-roll',
    () => import('./skillRoll/skillRollDefinition.js'),
    () => import('./skillRoll/skillRollKernel.js'),
  ),
];
