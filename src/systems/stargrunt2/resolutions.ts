import { legacyResolution } from '../legacyResolution.js';
import { type RegisteredResolution, resolution } from '../registerResolution.js';

/** Every stargrunt2 resolution, registered once: where its definition and its kernel are (each loaded on demand). */
export const resolutions: RegisteredResolution[] = [
  resolution('stargrunt2', 'fire', () => import('./fire/fireDefinition.js'), () => import('./fire/fireKernel.js')),
  legacyResolution('stargrunt2', 'confidence-test', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('stargrunt2', 'reaction-test', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('stargrunt2', 'suppression-removal', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('stargrunt2', 'rally', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('stargrunt2', 'communicate', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('stargrunt2', 'transfer-action', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('stargrunt2', 'leader-loss', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('stargrunt2', 'panic-test', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('stargrunt2', 'medical-aid', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('stargrunt2', 'fire-and-react', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('stargrunt2', 'opposed-roll', async () => ({ module: (await import('./dice/index.js')).diceProcedures })),
  legacyResolution('stargrunt2', 'impact-vs-armour', async () => ({ module: (await import('./dice/index.js')).diceProcedures })),
  resolution('stargrunt2', 'point-fire', () => import('./heavy/pointFire/pointFireDefinition.js'), () => import('./heavy/pointTarget/pointTargetKernel.js')),
  resolution('stargrunt2', 'support-fire', () => import('./heavy/supportFire/supportFireDefinition.js'), () => import('./fire/fireKernel.js')),
  resolution('stargrunt2', 'missile-fire', () => import('./heavy/missileFire/missileFireDefinition.js'), () => import('./heavy/pointTarget/pointTargetKernel.js')),
  resolution('stargrunt2', 'heavy-weapon-at-infantry', () => import('./heavy/heavyAtInfantry/heavyAtInfantryDefinition.js'), () => import('./fire/fireKernel.js')),
  resolution('stargrunt2', 'sniper-fire', () => import('./heavy/sniperFire/sniperFireDefinition.js'), () => import('./heavy/sniperFire/sniperKernel.js')),
  resolution('stargrunt2', 'artillery', () => import('./heavy/artillery/artilleryDefinition.js'), () => import('./heavy/artillery/artilleryKernel.js')),
  resolution('stargrunt2', 'close-assault', () => import('./assault/closeAssault/closeAssaultDefinition.js'), () => import('./assault/closeAssault/closeAssaultKernel.js')),
  resolution('stargrunt2', 'close-combat-pair', () => import('./assault/pair/closeCombatPairDefinition.js'), () => import('./assault/pair/closeCombatPairKernel.js')),
];
