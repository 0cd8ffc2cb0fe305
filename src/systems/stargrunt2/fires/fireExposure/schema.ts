import { z } from 'zod';
import { armourNameSchema } from '../../mines/minesSchemas.js';
import { headerFields } from '../../morale/moraleSchemas.js';
import { killMultipleRule } from '../../parameters.js';
import { houseArmourSchema } from '../../scenarioSchemas.js';

/** A Stargrunt II `resolve: fire-exposure` cell: infantry figures coming within 3" of a FIRE marker. */
export const fireExposureCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('fire-exposure'),
  rules: z
    .strictObject({
      'fire-impact': z
        .union([z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)])
        .default(4)
        .describe(
          'the fire\'s impact die (sides) against a figure\'s armour — rulebook: FIRES, FLAME AND INCENDIARY WEAPONS, "roll its Armour protection vs. A D4 for the fire"',
        ),
      'kill-multiple': killMultipleRule,
    })
    .prefault({}),
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
  armour: houseArmourSchema.optional(),
});

export type FireExposureScenarioCell = z.output<typeof fireExposureCellSchema>;
