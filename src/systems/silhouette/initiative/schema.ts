import { z } from 'zod';
import { extraSixSchema, fumbleVariant } from '../rulesSchema.js';

/** One side in the Initiative Phase: the dice it rolls (two in the rules) and a house modifier. */
const sideSchema = z.strictObject({
  dice: z
    .number()
    .int()
    .min(1)
    .max(6)
    .default(2)
    .describe('dice rolled: "Each side rolls two dice" (other counts are house rules)'),
  modifier: z.number().int().min(-10).max(10).default(0).describe('a house modifier to the roll (the rules give none)'),
});

/** A Silhouette `resolve: initiative` cell (Step Two, Initiative Phase). */
export const initiativeCellSchema = z.strictObject({
  system: z.literal('silhouette'),
  resolve: z.literal('initiative'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: z.strictObject({ fumble: fumbleVariant, 'extra-six': extraSixSchema }).prefault({}),
  side_a: sideSchema.default({ dice: 2, modifier: 0 }),
  side_b: sideSchema.default({ dice: 2, modifier: 0 }),
});

export type InitiativeScenarioCell = z.output<typeof initiativeCellSchema>;
