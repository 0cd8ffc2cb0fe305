import { defineResolution } from '../../../defineResolution.js';
import { exactMedicalAid } from './exactMedicalAid.js';
import { medicalAidQuantities } from './medicalAidQuantities.js';
import { normalizeMedicalAid } from './normalizeMedicalAid.js';
import { medicalAidCellSchema } from './schema.js';

/** Stargrunt II `medical-aid`: MEDICAL TREATMENT OF WOUNDED TROOPS, or the power-armour suit roll. */
export default defineResolution({
  description: 'Treating the wounded: how many die, are stabilised, or get back into the fight?',
  schema: medicalAidCellSchema,
  normalize: normalizeMedicalAid,
  quantities: medicalAidQuantities,
  exact: exactMedicalAid,
  casualtyDistributions: ['dead', 'stabilised', 'back_in_action'],
  favours: {
    side: 'the squad',
    up: ['no_deaths', 'stabilised', 'back_in_action'],
    down: ['some_deaths', 'dead', 'suit_disabled'],
    headline: ['some_deaths', 'dead'],
  },
  docs: 'stargrunt2.md#resolution-medical-aid--medical-treatment-of-wounded-troops-power-armour-troop-casualties',
});
