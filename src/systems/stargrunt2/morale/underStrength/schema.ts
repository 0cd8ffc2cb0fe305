import { z } from 'zod';
import { leadershipSchema } from '../../scenarioSchemas.js';
import { headerFields } from '../moraleSchemas.js';

/** A Stargrunt II `resolve: under-strength` scenario cell (UNDER-STRENGTH UNITS). */
export const underStrengthCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('under-strength'),
  rules: z.strictObject({}).default({}),
  unit: z.strictObject({
    figures: z.number().int().min(1).max(60).describe('figures at full strength, the leader included'),
    fatigue: z.enum(['fresh', 'tired', 'exhausted']).default('fresh').describe('fresh (D10 per figure) | tired (D8) | exhausted (D6)'),
    leadership: leadershipSchema,
    support_weapons: z
      .number()
      .int()
      .min(0)
      .max(59)
      .default(0)
      .describe('figures carrying a support or special weapon (not the leader); a missing one takes his weapon with him'),
  }),
});

export type UnderStrengthScenarioCell = z.output<typeof underStrengthCellSchema>;
