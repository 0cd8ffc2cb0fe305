import { z } from 'zod';
import { fireCellSchema, fireRulesSchema } from '../../fire/schema.js';
import { houseInfantryArmourSchema, qualitySchema } from '../../scenarioSchemas.js';
import { SYSTEM_LEVELS } from '../data/systemDice.js';

/** A Stargrunt II `resolve: heavy-weapon-at-infantry` cell: a vehicle's main gun fired at an infantry unit. */
export const heavyAtInfantryCellSchema = z.strictObject({
  system: z.literal('stargrunt2'),
  resolve: z.literal('heavy-weapon-at-infantry'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: fireRulesSchema,
  armour: houseInfantryArmourSchema.optional(),
  firer: z.strictObject({
    quality: qualitySchema,
    fire_control: z.enum(SYSTEM_LEVELS).default('none').describe('none (manual, D4) | basic | enhanced | superior'),
    weapon: z
      .string()
      .optional()
      .describe('the heavy weapon fired (for the record: every heavy weapon has impact D8 here)'),
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

export type HeavyAtInfantryScenarioCell = z.output<typeof heavyAtInfantryCellSchema>;
