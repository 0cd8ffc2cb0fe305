import { z } from 'zod';
import { fireCellSchema, fireRulesSchema } from '../../fire/schema.js';
import { houseInfantryArmourSchema, houseWeaponsSchema, qualitySchema } from '../../scenarioSchemas.js';

/** A Stargrunt II `resolve: support-fire` cell: one support weapon fired on its own at an infantry unit. */
export const supportFireCellSchema = z.strictObject({
  system: z.literal('stargrunt2'),
  resolve: z.literal('support-fire'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: fireRulesSchema,
  weapons: houseWeaponsSchema.optional(),
  armour: houseInfantryArmourSchema.optional(),
  firer: z.strictObject({
    quality: qualitySchema,
    weapon: z
      .string()
      .describe(
        'a support weapon: conventional-saw, infantry-plasma-gun, iavr, automatic-grenade-launcher …, or a national one (l23a2-hvat-railgun, mg-66-saw …)',
      ),
    mounted: z
      .boolean()
      .default(false)
      .describe('on a vehicle or groundmount: range band 12" (infantry are size 1 targets)'),
  }),
  target: fireCellSchema.shape.target,
  range: z
    .number()
    .min(0)
    .max(1000)
    .optional()
    .describe('distance from firer to target in inches (or give range_band)'),
  range_band: z.number().int().min(1).max(10).optional().describe('the range band the target is in, instead of range'),
});

export type SupportFireScenarioCell = z.output<typeof supportFireCellSchema>;
