import { z } from 'zod';
import { TREATMENT_BONUS } from '../../data/medicalAid.js';
import { headerFields } from '../moraleSchemas.js';

/** A Stargrunt II `resolve: medical-aid` scenario cell (MEDICAL TREATMENT OF WOUNDED TROOPS, POWER ARMOUR TROOP CASUALTIES). */
export const medicalAidCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('medical-aid'),
  rules: z.strictObject({}).default({}),
  casualties: z.number().int().min(1).max(40).describe('wounded figures treated (all in one Reorganise action)'),
  treatment: z
    .enum(Object.keys(TREATMENT_BONUS) as ['squad-mates', 'medic', 'medical-unit'])
    .default('squad-mates')
    .describe('squad-mates (+0) | medic (+1) | medical-unit (+2)'),
  power_armour: z.boolean().default(false).describe('power-armour casualties: the suit roll, made at once'),
});

export type MedicalAidScenarioCell = z.output<typeof medicalAidCellSchema>;
