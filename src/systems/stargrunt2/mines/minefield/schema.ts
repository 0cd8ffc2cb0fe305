import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';
import { customArmourSchema, qualitySchema } from '../../scenarioSchemas.js';
import { FIELD_TYPES } from '../data/mineDice.js';
import { armourNameSchema, exposedFiguresSchema } from '../minesSchemas.js';

/** A Stargrunt II `resolve: minefield` cell: CONVENTIONAL MINEFIELDS, an infantry unit moving into the danger area. */
export const minefieldCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('minefield'),
  rules: z.strictObject({}).default({}),
  field: z.enum(FIELD_TYPES).describe('ap (BLACK symbols) | mixed (BLACK and RED) | av (RED: infantry never sets it off)'),
  unit: z.strictObject({
    quality: qualitySchema,
    figures: exposedFiguresSchema('within 3" of the minefield counter (each rolls)'),
    armour: armourNameSchema,
  }),
  armour: customArmourSchema.optional(),
});

export type MinefieldScenarioCell = z.output<typeof minefieldCellSchema>;
