import { z } from 'zod';
import { leadershipSchema, qualitySchema } from '../../scenarioSchemas.js';
import { confidenceNameSchema, headerFields } from '../moraleSchemas.js';

/** A Stargrunt II `resolve: reaction-test` scenario cell (REACTION TESTS). */
export const reactionTestCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('reaction-test'),
  rules: z.strictObject({}).default({}),
  unit: z.strictObject({
    quality: qualitySchema,
    leadership: leadershipSchema,
    confidence: confidenceNameSchema.default('confident'),
  }),
  circumstance: z.string().optional().describe('a row of the THREAT LEVEL TABLE FOR REACTION TESTS, or close-assault'),
  threat_level: z.number().int().min(0).max(20).optional().describe("an umpire's own threat level"),
});

export type ReactionTestScenarioCell = z.output<typeof reactionTestCellSchema>;
