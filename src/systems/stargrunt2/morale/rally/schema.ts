import { z } from 'zod';
import { leadershipSchema, qualitySchema } from '../../scenarioSchemas.js';
import { bypassedLevelsSchema, directContactSchema } from '../communicate/schema.js';
import { confidenceNameSchema, fatigueSchema, headerFields } from '../moraleSchemas.js';

/** A Stargrunt II `resolve: rally` scenario cell (THE RALLY ACTION). */
export const rallyCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('rally'),
  rules: z.strictObject({}).default({}),
  unit: z.strictObject({
    quality: qualitySchema,
    leadership: leadershipSchema,
    confidence: confidenceNameSchema,
    fatigue: fatigueSchema.optional(),
  }),
  rallying: z.strictObject({ quality: qualitySchema, leadership: leadershipSchema }).describe('the superior command unit rallying it'),
  bypassed_levels: bypassedLevelsSchema,
  direct_contact: directContactSchema,
});

export type RallyScenarioCell = z.output<typeof rallyCellSchema>;
