import { z } from 'zod';
import { leadershipSchema, qualitySchema } from '../../scenarioSchemas.js';
import { bypassedLevelsSchema, directContactSchema } from '../communicate/schema.js';
import { confidenceNameSchema, fatigueSchema, headerFields } from '../moraleSchemas.js';

/** A Stargrunt II `resolve: rally` scenario cell (THE RALLY ACTION). */
export const rallyCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('rally'),
  rules: z
    .strictObject({
      'rally-levels': z
        .number()
        .int()
        .min(1)
        .max(4)
        .default(1)
        .describe(
          'confidence levels a successful rally raises the unit (never past CO nor its fatigue starting level) — rulebook: THE RALLY ACTION, "Success = Confidence rises ONE level"',
        ),
    })
    .prefault({}),
  unit: z.strictObject({
    quality: qualitySchema,
    leadership: leadershipSchema,
    confidence: confidenceNameSchema,
    fatigue: fatigueSchema.optional(),
  }),
  rallying: z
    .strictObject({ quality: qualitySchema, leadership: leadershipSchema })
    .describe('the superior command unit rallying it'),
  bypassed_levels: bypassedLevelsSchema,
  direct_contact: directContactSchema,
});

export type RallyScenarioCell = z.output<typeof rallyCellSchema>;
