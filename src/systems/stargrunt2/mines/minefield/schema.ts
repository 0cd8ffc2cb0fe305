import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';
import { killMultipleRule } from '../../parameters.js';
import { houseArmourSchema, qualitySchema } from '../../scenarioSchemas.js';
import { FIELD_TYPES } from '../data/mineDice.js';
import { armourNameSchema, exposedFiguresSchema } from '../minesSchemas.js';

/** A Stargrunt II `resolve: minefield` cell: CONVENTIONAL MINEFIELDS, an infantry unit moving into the danger area. */
export const minefieldCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('minefield'),
  rules: z
    .strictObject({
      'mine-impact': z
        .union([z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)])
        .default(10)
        .describe(
          'the impact die (sides) of a mine against a figure\'s armour — rulebook: CONVENTIONAL MINEFIELDS, "the Mine\'s Impact value, which is D10"',
        ),
      'ap-caught-up-to': z
        .number()
        .int()
        .min(0)
        .max(12)
        .default(3)
        .describe(
          'in a pure AP field a figure is caught when its quality die rolls this or less — rulebook: CONVENTIONAL MINEFIELDS, "caught by a mine if he rolls a 1, 2 or 3"',
        ),
      'mixed-caught-up-to': z
        .number()
        .int()
        .min(0)
        .max(12)
        .default(2)
        .describe(
          'in a MIXED field a figure is caught when its quality die rolls this or less — rulebook: CONVENTIONAL MINEFIELDS, "only get attacked on a roll of 1 or 2"',
        ),
      'kill-multiple': killMultipleRule,
    })
    .prefault({}),
  field: z
    .enum(FIELD_TYPES)
    .describe('ap (BLACK symbols) | mixed (BLACK and RED) | av (RED: infantry never sets it off)'),
  unit: z.strictObject({
    quality: qualitySchema,
    figures: exposedFiguresSchema('within 3" of the minefield counter (each rolls)'),
    armour: armourNameSchema,
  }),
  armour: houseArmourSchema.optional(),
});

export type MinefieldScenarioCell = z.output<typeof minefieldCellSchema>;
