import { z } from 'zod';
import { confidenceRulesSchema, moraleUnitSchema } from '../confidenceTest/schema.js';
import { headerFields, houseThreatLevelsSchema, motivationSchema } from '../moraleSchemas.js';

const newLeaderFace = (describe: string, book: number) =>
  z.number().int().min(0).max(7).default(book).describe(describe);

/** Rule variants of leader loss (the confidence test's, plus whose LV the test uses). */
const leaderLossRulesSchema = z
  .strictObject({
    ...confidenceRulesSchema.unwrap().shape,
    'test-leadership': z
      .enum(['new', 'old'])
      .default('new')
      .describe("the confidence test uses the new leader's LV (default) or the fallen leader's"),
    'worse-up-to': newLeaderFace(
      'the highest D6 score for which the new leader is one level WORSE — rulebook: LOSS OF UNIT LEADER, "on a roll of 1 or 2, the new leader is one level WORSE than the original"',
      2,
    ),
    'better-from': newLeaderFace(
      'the lowest D6 score for which the new leader is one level BETTER (7: never) — rulebook: LOSS OF UNIT LEADER, "on a roll of 6 he is one level BETTER"',
      6,
    ),
  })
  .prefault({});

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
