import { z } from 'zod';
import { leadershipSchema, qualitySchema } from '../../scenarioSchemas.js';
import { confidenceNameSchema, headerFields } from '../moraleSchemas.js';

/** A Stargrunt II `resolve: reaction-test` scenario cell (REACTION TESTS). */
export const reactionTestCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('reaction-test'),
  rules: z
    .strictObject({
      // Optional without a default: an empty table would be echoed in every results document's rules.
      'threat-levels': z
        .record(z.string(), z.number().int().min(0).max(20))
        .optional()
        .describe(
          'threat levels replacing rows of the book\'s table one by one, e.g. { in-position-in-open: 3 } (rows: in-position-in-open 2, in-position-in-cover 0, move-without-removing-in-position 2, shaken-leave-cover 2, remain-in-position-in-open 2, remain-in-position-in-cover 0) — rulebook: THREAT LEVEL TABLE FOR REACTION TESTS, "Unit attempts to go IN POSITION while IN OPEN 2"',
        ),
    })
    .prefault({}),
  unit: z.strictObject({
    quality: qualitySchema,
    leadership: leadershipSchema,
    confidence: confidenceNameSchema.default('confident'),
  }),
  circumstance: z.string().optional().describe('a row of the THREAT LEVEL TABLE FOR REACTION TESTS, or close-assault'),
  threat_level: z.number().int().min(0).max(20).optional().describe("an umpire's own threat level"),
});

export type ReactionTestScenarioCell = z.output<typeof reactionTestCellSchema>;
