import { z } from 'zod';
import { leadershipSchema, qualitySchema } from '../../scenarioSchemas.js';
import {
  confidenceNameSchema,
  fatigueSchema,
  headerFields,
  houseThreatLevelsSchema,
  motivationSchema,
  twoLevelDropSchema,
} from '../moraleSchemas.js';

/** Rule variants of confidence tests; each is documented in docs/rules/stargrunt2.md. */
export const confidenceRulesSchema = z
  .strictObject({
    'two-level-drop': twoLevelDropSchema,
    'plus-levels-alone': z
      .enum(['test', 'no-test'])
      .default('test')
      .describe('whether "+" circumstances with no basic one call a test (at basic level 0)'),
  })
  .default({ 'two-level-drop': 'half-or-less', 'plus-levels-alone': 'test' });

/** A unit taking a confidence test: quality, leadership, current confidence and optional fatigue. */
export const moraleUnitSchema = z.strictObject({
  quality: qualitySchema,
  leadership: leadershipSchema,
  confidence: confidenceNameSchema.default('confident'),
  fatigue: fatigueSchema.optional(),
});

/** A Stargrunt II `resolve: confidence-test` scenario cell (CONFIDENCE TESTS). */
export const confidenceTestCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('confidence-test'),
  rules: confidenceRulesSchema,
  threat_levels: houseThreatLevelsSchema.optional(),
  unit: moraleUnitSchema,
  motivation: motivationSchema,
  circumstances: z
    .array(z.string())
    .default([])
    .describe('rows of the THREAT LEVEL TABLE FOR CONFIDENCE TESTS that apply'),
  untreated_casualties: z
    .number()
    .int()
    .min(0)
    .max(100)
    .default(0)
    .describe('untreated casualties in the unit (+1 each at low motivation)'),
  threat_level: z
    .number()
    .int()
    .min(0)
    .max(20)
    .optional()
    .describe("an umpire's own threat level, instead of circumstances (for reference tables of LV + threat)"),
});

export type ConfidenceTestScenarioCell = z.output<typeof confidenceTestCellSchema>;
