import { z } from 'zod';
import { houseDieSchema, houseDieTypeSchema } from '../../scenarioSchemas.js';

/** A Stargrunt II `resolve: opposed-roll` scenario cell (TYPES OF DIE ROLLS ii and iii). */
export const opposedRollCellSchema = z.strictObject({
  system: z.literal('stargrunt2'),
  resolve: z.literal('opposed-roll'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: z.strictObject({}).default({}),
  first: houseDieSchema.describe("the acting player's first die (e.g. the quality die); any d-N or listed faces"),
  second: houseDieSchema.optional().describe('a second die for a multiple opposed roll (e.g. the firepower die)'),
  extra: z.array(houseDieSchema).default([]).describe('further dice of the acting player (e.g. support weapons)'),
  against: houseDieTypeSchema.describe("the opponent's single die (e.g. the range die); any d-N"),
});

export type OpposedRollScenarioCell = z.output<typeof opposedRollCellSchema>;
