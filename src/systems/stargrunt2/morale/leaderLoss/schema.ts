import { z } from 'zod';
import { confidenceRulesSchema, moraleUnitSchema } from '../confidenceTest/schema.js';
import { headerFields, houseThreatLevelsSchema, motivationSchema } from '../moraleSchemas.js';

/** Rule variants of leader loss (the confidence test's, plus whose LV the test uses). */
export const leaderLossRulesSchema = z
  .strictObject({
    ...confidenceRulesSchema.unwrap().shape,
    'test-leadership': z
      .enum(['new', 'old'])
      .default('new')
      .describe("the confidence test uses the new leader's LV (default) or the fallen leader's"),
  })
  .default({ 'two-level-drop': 'half-or-less', 'plus-levels-alone': 'test', 'test-leadership': 'new' });

/** A Stargrunt II `resolve: leader-loss` scenario cell (LOSS OF UNIT LEADER). */
export const leaderLossCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('leader-loss'),
  rules: leaderLossRulesSchema,
  threat_levels: houseThreatLevelsSchema.optional(),
  unit: moraleUnitSchema,
  motivation: motivationSchema,
  circumstances: z
    .array(z.string())
    .default([])
    .describe('other rows of the confidence threat table that apply too (leader-casualty is implied)'),
  untreated_casualties: z.number().int().min(0).max(100).default(0),
});

export type LeaderLossScenarioCell = z.output<typeof leaderLossCellSchema>;
