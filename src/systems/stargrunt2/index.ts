import type { ResolutionDefinition } from '../ResolutionDefinition.js';
import type { SystemModule } from '../SystemModule.js';
import type { ConfidenceTestCell } from './morale/confidenceTest/ConfidenceTestCell.js';
import { confidenceTestDefinition } from './morale/confidenceTest/confidenceTestDefinition.js';
import { createConfidenceTestKernel } from './morale/confidenceTest/confidenceTestKernel.js';
import { exactConfidenceTest } from './morale/confidenceTest/exactConfidenceTest.js';
import type { ReactionTestCell } from './morale/reactionTest/ReactionTestCell.js';
import { reactionTestDefinition } from './morale/reactionTest/reactionTestDefinition.js';
import { createReactionTestKernel } from './morale/reactionTest/reactionTestKernel.js';
import { exactReactionTest } from './morale/reactionTest/exactReactionTest.js';
import type { SuppressionRemovalCell } from './morale/suppressionRemoval/SuppressionRemovalCell.js';
import { suppressionRemovalDefinition } from './morale/suppressionRemoval/suppressionRemovalDefinition.js';
import { createSuppressionRemovalKernel } from './morale/suppressionRemoval/suppressionRemovalKernel.js';
import { exactSuppressionRemoval } from './morale/suppressionRemoval/exactSuppressionRemoval.js';
import type { RallyCell } from './morale/rally/RallyCell.js';
import { rallyDefinition } from './morale/rally/rallyDefinition.js';
import { createRallyKernel } from './morale/rally/rallyKernel.js';
import { exactRally } from './morale/rally/exactRally.js';
import type { CommunicationRoll } from './morale/communicate/communicationRoll.js';
import { communicateDefinition, transferActionDefinition } from './morale/communicate/communicateDefinition.js';
import { createCommunicateKernel } from './morale/communicate/communicateKernel.js';
import { exactCommunicate } from './morale/communicate/exactCommunicate.js';
import type { LeaderLossCell } from './morale/leaderLoss/LeaderLossCell.js';
import { leaderLossDefinition } from './morale/leaderLoss/leaderLossDefinition.js';
import { createLeaderLossKernel } from './morale/leaderLoss/leaderLossKernel.js';
import { exactLeaderLoss } from './morale/leaderLoss/exactLeaderLoss.js';
import type { PanicTestCell } from './morale/panicTest/PanicTestCell.js';
import { panicTestDefinition } from './morale/panicTest/panicTestDefinition.js';
import { createPanicTestKernel } from './morale/panicTest/panicTestKernel.js';
import { exactPanicTest } from './morale/panicTest/exactPanicTest.js';
import type { MedicalAidCell } from './morale/medicalAid/MedicalAidCell.js';
import { medicalAidDefinition } from './morale/medicalAid/medicalAidDefinition.js';
import { createMedicalAidKernel } from './morale/medicalAid/medicalAidKernel.js';
import { exactMedicalAid } from './morale/medicalAid/exactMedicalAid.js';
import type { FireAndReactCell } from './morale/fireAndReact/FireAndReactCell.js';
import { fireAndReactDefinition } from './morale/fireAndReact/fireAndReactDefinition.js';
import { createFireAndReactKernel } from './morale/fireAndReact/fireAndReactKernel.js';
import { exactFireAndReact } from './morale/fireAndReact/exactFireAndReact.js';

/** The Stargrunt II rule system: its resolutions, kernels and exact evaluators. */
export const system: SystemModule = {
  definitions: [
    confidenceTestDefinition as ResolutionDefinition,
    reactionTestDefinition as ResolutionDefinition,
    suppressionRemovalDefinition as ResolutionDefinition,
    rallyDefinition as ResolutionDefinition,
    communicateDefinition as ResolutionDefinition,
    transferActionDefinition as ResolutionDefinition,
    leaderLossDefinition as ResolutionDefinition,
    panicTestDefinition as ResolutionDefinition,
    medicalAidDefinition as ResolutionDefinition,
    fireAndReactDefinition as ResolutionDefinition,
  ],
  kernels: {
    'stargrunt2/confidence-test': (cell) => createConfidenceTestKernel(cell as ConfidenceTestCell),
    'stargrunt2/reaction-test': (cell) => createReactionTestKernel(cell as ReactionTestCell),
    'stargrunt2/suppression-removal': (cell) => createSuppressionRemovalKernel(cell as SuppressionRemovalCell),
    'stargrunt2/rally': (cell) => createRallyKernel(cell as RallyCell),
    'stargrunt2/communicate': (cell) => createCommunicateKernel(cell as CommunicationRoll),
    'stargrunt2/leader-loss': (cell) => createLeaderLossKernel(cell as LeaderLossCell),
    'stargrunt2/panic-test': (cell) => createPanicTestKernel(cell as PanicTestCell),
    'stargrunt2/medical-aid': (cell) => createMedicalAidKernel(cell as MedicalAidCell),
    'stargrunt2/fire-and-react': (cell) => createFireAndReactKernel(cell as FireAndReactCell),
  },
  exactEvaluators: {
    'stargrunt2/confidence-test': (cell) => exactConfidenceTest(cell as ConfidenceTestCell),
    'stargrunt2/reaction-test': (cell) => exactReactionTest(cell as ReactionTestCell),
    'stargrunt2/suppression-removal': (cell) => exactSuppressionRemoval(cell as SuppressionRemovalCell),
    'stargrunt2/rally': (cell) => exactRally(cell as RallyCell),
    'stargrunt2/communicate': (cell) => exactCommunicate(cell as CommunicationRoll),
    'stargrunt2/leader-loss': (cell) => exactLeaderLoss(cell as LeaderLossCell),
    'stargrunt2/panic-test': (cell) => exactPanicTest(cell as PanicTestCell),
    'stargrunt2/medical-aid': (cell) => exactMedicalAid(cell as MedicalAidCell),
    'stargrunt2/fire-and-react': (cell) => exactFireAndReact(cell as FireAndReactCell),
  },
};
