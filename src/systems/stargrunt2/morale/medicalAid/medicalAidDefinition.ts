import type { ResolutionDefinition } from '../../../ResolutionDefinition.js';
import type { MedicalAidCell } from './MedicalAidCell.js';
import { normalizeMedicalAid } from './normalizeMedicalAid.js';
import { medicalAidCellSchema, type MedicalAidScenarioCell } from './schema.js';

/** Stargrunt II `medical-aid`: MEDICAL TREATMENT OF WOUNDED TROOPS, or the power-armour suit roll. */
export const medicalAidDefinition: ResolutionDefinition<MedicalAidCell> = {
  system: 'stargrunt2',
  resolve: 'medical-aid',
  info: {
    system: 'stargrunt2',
    resolve: 'medical-aid',
    description: 'Treating the wounded: how many die, are stabilised, or get back into the fight?',
    outcomes: [
      { name: 'no_deaths', label: 'Nobody dies' },
      { name: 'some_deaths', label: 'Someone dies' },
    ],
    distributions: [
      { name: 'dead', label: 'Dead' },
      { name: 'stabilised', label: 'Stabilised' },
      { name: 'back_in_action', label: 'Back in action' },
      { name: 'suit_disabled', label: 'Suit disabled' },
    ],
    casualtyDistributions: ['dead', 'stabilised', 'back_in_action'],
  },
  cellSchema: medicalAidCellSchema,
  normalize: (cell) => normalizeMedicalAid(cell as MedicalAidScenarioCell),
  kernel: 'stargrunt2/medical-aid',
};
