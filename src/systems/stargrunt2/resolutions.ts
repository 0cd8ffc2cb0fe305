import { type RegisteredResolution, resolution } from '../registerResolution.js';

/** Every stargrunt2 resolution, registered once: where its definition and its kernel are (each loaded on demand). */
export const resolutions: RegisteredResolution[] = [
  resolution('stargrunt2', 'fire', () => import('./fire/fireDefinition.js'), () => import('./fire/fireKernel.js')),
  resolution('stargrunt2', 'confidence-test', () => import('./morale/confidenceTest/confidenceTestDefinition.js'), () => import('./morale/confidenceTest/confidenceTestKernel.js')),
  resolution('stargrunt2', 'reaction-test', () => import('./morale/reactionTest/reactionTestDefinition.js'), () => import('./morale/reactionTest/reactionTestKernel.js')),
  resolution('stargrunt2', 'suppression-removal', () => import('./morale/suppressionRemoval/suppressionRemovalDefinition.js'), () => import('./morale/suppressionRemoval/suppressionRemovalKernel.js')),
  resolution('stargrunt2', 'rally', () => import('./morale/rally/rallyDefinition.js'), () => import('./morale/rally/rallyKernel.js')),
  resolution('stargrunt2', 'communicate', () => import('./morale/communicate/communicateDefinition.js'), () => import('./morale/communicate/communicateKernel.js')),
  resolution('stargrunt2', 'transfer-action', () => import('./morale/communicate/transferActionDefinition.js'), () => import('./morale/communicate/communicateKernel.js')),
  resolution('stargrunt2', 'leader-loss', () => import('./morale/leaderLoss/leaderLossDefinition.js'), () => import('./morale/leaderLoss/leaderLossKernel.js')),
  resolution('stargrunt2', 'panic-test', () => import('./morale/panicTest/panicTestDefinition.js'), () => import('./morale/panicTest/panicTestKernel.js')),
  resolution('stargrunt2', 'medical-aid', () => import('./morale/medicalAid/medicalAidDefinition.js'), () => import('./morale/medicalAid/medicalAidKernel.js')),
  resolution('stargrunt2', 'fire-and-react', () => import('./morale/fireAndReact/fireAndReactDefinition.js'), () => import('./morale/fireAndReact/fireAndReactKernel.js')),
  resolution('stargrunt2', 'opposed-roll', () => import('./dice/opposedRoll/opposedRollDefinition.js'), () => import('./dice/opposedRoll/opposedRollKernel.js')),
  resolution('stargrunt2', 'impact-vs-armour', () => import('./dice/impactVsArmour/impactVsArmourDefinition.js'), () => import('./dice/impactVsArmour/impactVsArmourKernel.js')),
  resolution('stargrunt2', 'point-fire', () => import('./heavy/pointFire/pointFireDefinition.js'), () => import('./heavy/pointTarget/pointTargetKernel.js')),
  resolution('stargrunt2', 'support-fire', () => import('./heavy/supportFire/supportFireDefinition.js'), () => import('./fire/fireKernel.js')),
  resolution('stargrunt2', 'missile-fire', () => import('./heavy/missileFire/missileFireDefinition.js'), () => import('./heavy/pointTarget/pointTargetKernel.js')),
  resolution('stargrunt2', 'heavy-weapon-at-infantry', () => import('./heavy/heavyAtInfantry/heavyAtInfantryDefinition.js'), () => import('./fire/fireKernel.js')),
  resolution('stargrunt2', 'sniper-fire', () => import('./heavy/sniperFire/sniperFireDefinition.js'), () => import('./heavy/sniperFire/sniperKernel.js')),
  resolution('stargrunt2', 'sniper-move', () => import('./heavy/sniperMove/sniperMoveDefinition.js'), () => import('./heavy/sniperMove/sniperMoveKernel.js')),
  resolution('stargrunt2', 'artillery', () => import('./heavy/artillery/artilleryDefinition.js'), () => import('./heavy/artillery/artilleryKernel.js')),
  resolution('stargrunt2', 'support-request', () => import('./support/supportRequest/supportRequestDefinition.js'), () => import('./support/supportRequest/supportRequestKernel.js')),
  resolution('stargrunt2', 'close-assault', () => import('./assault/closeAssault/closeAssaultDefinition.js'), () => import('./assault/closeAssault/closeAssaultKernel.js')),
  resolution('stargrunt2', 'close-combat-pair', () => import('./assault/pair/closeCombatPairDefinition.js'), () => import('./assault/pair/closeCombatPairKernel.js')),
  resolution('stargrunt2', 'engagement', () => import('./engagement/engagementDefinition.js'), () => import('./engagement/engagementKernel.js')),
];
