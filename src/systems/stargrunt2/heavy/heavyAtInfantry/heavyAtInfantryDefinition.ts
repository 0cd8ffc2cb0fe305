import type { ResolutionDefinition } from '../../../ResolutionDefinition.js';
import type { FireCell } from '../../fire/FireCell.js';
import { infantryTargetInfo } from '../infantryTarget/infantryTargetInfo.js';
import { normalizeHeavyAtInfantry } from './normalizeHeavyAtInfantry.js';
import { heavyAtInfantryCellSchema, type HeavyAtInfantryScenarioCell } from './schema.js';

/** Stargrunt II `heavy-weapon-at-infantry`: a vehicle's or groundmount's heavy weapon fired at an infantry unit. */
export const heavyAtInfantryDefinition: ResolutionDefinition<FireCell> = {
  system: 'stargrunt2',
  resolve: 'heavy-weapon-at-infantry',
  info: infantryTargetInfo(
    'heavy-weapon-at-infantry',
    'A heavy weapon fired at infantry with its fire control: suppression, hits with impact D8, wounds and kills.',
  ),
  cellSchema: heavyAtInfantryCellSchema,
  normalize: (cell) => normalizeHeavyAtInfantry(cell as HeavyAtInfantryScenarioCell),
  kernel: 'stargrunt2/heavy-weapon-at-infantry',
};
