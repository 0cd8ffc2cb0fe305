import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { SystemModule } from '../../SystemModule.js';
import { exactFire } from '../fire/exactFire.js';
import type { FireCell } from '../fire/FireCell.js';
import { createFireKernel } from '../fire/fireKernel.js';
import { fireLayout } from '../fire/fireLayout.js';
import { packExact } from '../../../core/ExactResult.js';
import { artilleryDefinition } from './artillery/artilleryDefinition.js';
import type { ArtilleryCell } from './artillery/ArtilleryCell.js';
import { createArtilleryKernel } from './artillery/artilleryKernel.js';
import { exactArtillery } from './artillery/exactArtillery.js';
import { heavyAtInfantryDefinition } from './heavyAtInfantry/heavyAtInfantryDefinition.js';
import { missileFireDefinition } from './missileFire/missileFireDefinition.js';
import { pointFireDefinition } from './pointFire/pointFireDefinition.js';
import { exactPointTarget } from './pointTarget/exactPointTarget.js';
import type { PointTargetCell } from './pointTarget/PointTargetCell.js';
import { createPointTargetKernel } from './pointTarget/pointTargetKernel.js';
import { exactSniper } from './sniperFire/exactSniper.js';
import type { SniperCell } from './sniperFire/SniperCell.js';
import { sniperFireDefinition } from './sniperFire/sniperFireDefinition.js';
import { createSniperKernel } from './sniperFire/sniperKernel.js';
import { supportFireDefinition } from './supportFire/supportFireDefinition.js';

const pointKernel = (cell: unknown) => createPointTargetKernel(cell as PointTargetCell);
const pointExact = (cell: unknown) => exactPointTarget(cell as PointTargetCell);
const infantryKernel = (cell: unknown) => ({ layout: fireLayout(cell as FireCell), ...createFireKernel(cell as FireCell) });
const infantryExact = (cell: unknown) => packExact(fireLayout(cell as FireCell), exactFire(cell as FireCell));

/** Stargrunt II heavy weapons, vehicles, missiles, snipers and artillery: resolutions, kernels, exact evaluators. */
export const heavyWeapons: SystemModule = {
  definitions: [
    pointFireDefinition as ResolutionDefinition,
    supportFireDefinition as ResolutionDefinition,
    missileFireDefinition as ResolutionDefinition,
    heavyAtInfantryDefinition as ResolutionDefinition,
    sniperFireDefinition as ResolutionDefinition,
    artilleryDefinition as ResolutionDefinition,
  ],
  kernels: {
    'stargrunt2/point-fire': pointKernel,
    'stargrunt2/missile-fire': pointKernel,
    'stargrunt2/support-fire': infantryKernel,
    'stargrunt2/heavy-weapon-at-infantry': infantryKernel,
    'stargrunt2/sniper-fire': (cell) => createSniperKernel(cell as SniperCell),
    'stargrunt2/artillery': (cell) => createArtilleryKernel(cell as ArtilleryCell),
  },
  exactEvaluators: {
    'stargrunt2/point-fire': pointExact,
    'stargrunt2/missile-fire': pointExact,
    'stargrunt2/support-fire': infantryExact,
    'stargrunt2/heavy-weapon-at-infantry': infantryExact,
    'stargrunt2/sniper-fire': (cell) => exactSniper(cell as SniperCell),
    'stargrunt2/artillery': (cell) => exactArtillery(cell as ArtilleryCell),
  },
};
