import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';
import { customArmourSchema } from '../../scenarioSchemas.js';
import { armourNameSchema } from '../../mines/minesSchemas.js';

/** A Stargrunt II `resolve: fire-exposure` cell: infantry figures coming within 3" of a FIRE marker. */
export const fireExposureCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('fire-exposure'),
  unit: z.strictObject({
    figures: z.number().int().min(1).max(30).describe('figures of the unit coming within 3" of the FIRE marker'),
    armour: armourNameSchema,
  }),
  entries: z
    .number()
    .int()
    .min(1)
    .max(6)
    .default(1)
    .describe('times the figures come within 3" of a fire (each time every figure still unhurt rolls again)'),
  armour: customArmourSchema.optional(),
});

export type FireExposureScenarioCell = z.output<typeof fireExposureCellSchema>;
