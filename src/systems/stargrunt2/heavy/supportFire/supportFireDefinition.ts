import type { ResolutionDefinition } from '../../../ResolutionDefinition.js';
import type { FireCell } from '../../fire/FireCell.js';
import { infantryTargetInfo } from '../infantryTarget/infantryTargetInfo.js';
import { normalizeSupportFire } from './normalizeSupportFire.js';
import { supportFireCellSchema, type SupportFireScenarioCell } from './schema.js';

/** Stargrunt II `support-fire`: one support weapon (SAW, plasma gun, IAVR …) fired on its own at infantry. */
export const supportFireDefinition: ResolutionDefinition<FireCell> = {
  system: 'stargrunt2',
  resolve: 'support-fire',
  info: infantryTargetInfo('support-fire', 'A support weapon fired on its own at an infantry unit: suppression, hits, wounds and kills.'),
  cellSchema: supportFireCellSchema,
  normalize: (cell) => normalizeSupportFire(cell as SupportFireScenarioCell),
  kernel: 'stargrunt2/support-fire',
};
