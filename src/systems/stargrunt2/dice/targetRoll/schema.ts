import { z } from 'zod';
import { houseDieTypeSchema } from '../../scenarioSchemas.js';

/** A Stargrunt II `resolve: target-roll` scenario cell (TYPES OF DIE ROLLS i: ROLL VS. TARGET NUMBER). */
export const targetRollCellSchema = z.strictObject({
  system: z.literal('stargrunt2'),
  resolve: z.literal('target-roll'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: z.strictObject({}).default({}),
  die: houseDieTypeSchema.describe('the die rolled, e.g. the quality die: d4 untrained … d12 elite; any d-N'),
  target: z
    .number()
    .int()
    .min(0)
    .max(100)
    .describe('the target number the die must EXCEED, e.g. the Leadership Value plus the threat level'),
});

export type TargetRollScenarioCell = z.output<typeof targetRollCellSchema>;
