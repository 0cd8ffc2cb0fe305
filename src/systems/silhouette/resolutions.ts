import { type RegisteredResolution, resolution } from '../registerResolution.js';

/** Every silhouette resolution, registered once: where its definition and its kernel are (each loaded on demand). */
export const resolutions: RegisteredResolution[] = [
  resolution(
    'silhouette',
    'skill-roll',
    () => import('./skillRoll/skillRollDefinition.js'),
    () => import('./skillRoll/skillRollKernel.js'),
  ),
  resolution(
    'silhouette',
    'ranged-attack',
    () => import('./rangedAttack/rangedAttackDefinition.js'),
    () => import('./opposed/opposedKernel.js'),
  ),
  resolution(
    'silhouette',
    'infantry-fire',
    () => import('./infantryFire/infantryFireDefinition.js'),
    () => import('./opposed/opposedKernel.js'),
  ),
  resolution(
    'silhouette',
    'melee',
    () => import('./melee/meleeDefinition.js'),
    () => import('./opposed/opposedKernel.js'),
  ),
  resolution(
    'silhouette',
    'walking-fire',
    () => import('./walkingFire/walkingFireDefinition.js'),
    () => import('./opposed/multiOpposedKernel.js'),
  ),
  resolution(
    'silhouette',
    'saturation-fire',
    () => import('./saturationFire/saturationFireDefinition.js'),
    () => import('./opposed/opposedKernel.js'),
  ),
  resolution(
    'silhouette',
    'initiative',
    () => import('./initiative/initiativeDefinition.js'),
    () => import('./initiative/initiativeKernel.js'),
  ),
  resolution(
    'silhouette',
    'pinned-removal',
    () => import('./pinnedRemoval/pinnedRemovalDefinition.js'),
    () => import('./pinnedRemoval/pinnedRemovalKernel.js'),
  ),
  resolution(
    'silhouette',
    'driving-test',
    () => import('./drivingTest/drivingTestDefinition.js'),
    () => import('./drivingTest/drivingTestKernel.js'),
  ),
  resolution(
    'silhouette',
    'opposed-roll',
    () => import('./dice/opposedRollDefinition.js'),
    () => import('./dice/opposedRollKernel.js'),
  ),
];
