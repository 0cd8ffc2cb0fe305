import { type RegisteredResolution, resolution } from '../registerResolution.js';

/** Every guns-n-grenades resolution, registered once: where its definition and its kernel are (each loaded on demand). */
export const resolutions: RegisteredResolution[] = [
  resolution(
    'guns-n-grenades',
    'attack',
    () => import('./attack/attackDefinition.js'),
    () => import('./attack/attackKernel.js'),
  ),
  resolution(
    'guns-n-grenades',
    'attacks-to-kill',
    () => import('./attacksToKill/attacksToKillDefinition.js'),
    () => import('./attacksToKill/attacksToKillKernel.js'),
  ),
  resolution(
    'guns-n-grenades',
    'ground-blast',
    () => import('./groundBlast/groundBlastDefinition.js'),
    () => import('./groundBlast/groundBlastKernel.js'),
  ),
  resolution(
    'guns-n-grenades',
    'anti-armor',
    () => import('./antiArmor/antiArmorDefinition.js'),
    () => import('./antiArmor/antiArmorKernel.js'),
  ),
  resolution(
    'guns-n-grenades',
    'scout-roll-off',
    () => import('./scoutRollOff/scoutRollOffDefinition.js'),
    () => import('./scoutRollOff/scoutRollOffKernel.js'),
  ),
  resolution(
    'guns-n-grenades',
    'duel',
    () => import('./duel/duelDefinition.js'),
    () => import('./duel/duelKernel.js'),
  ),
  resolution(
    'guns-n-grenades',
    'opposed-roll',
    () => import('./dice/opposedRollDefinition.js'),
    () => import('./dice/opposedRollKernel.js'),
  ),
];
