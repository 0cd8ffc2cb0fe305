import { z } from 'zod';
import { TREATMENT_BONUS } from '../../data/medicalAid.js';
import { headerFields } from '../moraleSchemas.js';

/** A Stargrunt II `resolve: medical-aid` scenario cell (MEDICAL TREATMENT OF WOUNDED TROOPS, POWER ARMOUR TROOP CASUALTIES). */
export const medicalAidCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('medical-aid'),
  rules: z
    .strictObject({
      'medic-bonus': z
        .number()
        .int()
        .min(0)
        .max(5)
        .default(1)
        .describe(
          'added to each treatment roll when a MEDIC is part of the unit — rulebook: MEDICAL TREATMENT OF WOUNDED TROOPS, "then ADD 1 to each roll"',
        ),
      'medical-unit-bonus': z
        .number()
        .int()
        .min(0)
        .max(5)
        .default(2)
        .describe(
          'added to each treatment roll by a specialised MEDICAL UNIT — rulebook: MEDICAL TREATMENT OF WOUNDED TROOPS, "ADD 2 to each roll"',
        ),
      'too-far-gone-up-to': z
        .number()
        .int()
        .min(0)
        .max(7)
        .default(2)
        .describe(
          'a treatment score (D6 + bonus) up to this is too far gone to save: dead — rulebook: MEDICAL TREATMENT OF WOUNDED TROOPS, "on a score of 1 or 2, they are too far gone to save"',
        ),
      'back-in-action-from': z
        .number()
        .int()
        .min(1)
        .max(9)
        .default(6)
        .describe(
          'a treatment score from this up puts the casualty back in action (between: STABILISED) — rulebook: MEDICAL TREATMENT OF WOUNDED TROOPS, "if the roll was a 6, the patched-up soldier is back on his feet"',
        ),
    })
    .prefault({}),
  casualties: z.number().int().min(1).max(40).describe('wounded figures treated (all in one Reorganise action)'),
  treatment: z
    .enum(Object.keys(TREATMENT_BONUS) as ['squad-mates', 'medic', 'medical-unit'])
    .default('squad-mates')
    .describe('squad-mates (+0) | medic (+1) | medical-unit (+2)'),
  power_armour: z.boolean().default(false).describe('power-armour casualties: the suit roll, made at once'),
});

export type MedicalAidScenarioCell = z.output<typeof medicalAidCellSchema>;
