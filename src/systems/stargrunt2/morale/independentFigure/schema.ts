import { z } from 'zod';
import { threatLevelRule } from '../../parameters.js';
import { leadershipSchema, qualitySchema } from '../../scenarioSchemas.js';
import { headerFields, houseThreatLevelsSchema, motivationSchema, twoLevelDropSchema } from '../moraleSchemas.js';

/** Rule variants of an independent figure's reaction; each is documented in docs/rules/stargrunt2.md. */
const independentFigureRulesSchema = z
  .strictObject({
    'two-level-drop': twoLevelDropSchema,
    'plus-levels-alone': z
      .enum(['test', 'no-test'])
      .default('test')
      .describe('whether "+" circumstances with no basic one call a test (at basic level 0)'),
    'panic-removal': z
      .enum(['one-action', 'whole-activation'])
      .default('one-action')
      .describe("one removal roll per action, as a suppression marker (default), or per activation, as a unit's PANIC"),
    'removal-threat-level': threatLevelRule(
      'threat level added to the figure\'s LV for each roll to remove its SUPPRESSION or PANIC marker — rulebook: REACTION OF INDEPENDENT FIGURES, "must roll to remove it as if it were a suppression marker" (SUPPRESSION: "if he scores greater than his own Leadership value")',
      0,
    ),
  })
  .prefault({});

/** A Stargrunt II `resolve: independent-figure-reaction` scenario cell (REACTION OF INDEPENDENT FIGURES). */
export const independentFigureCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('independent-figure-reaction'),
  rules: independentFigureRulesSchema,
  threat_levels: houseThreatLevelsSchema.optional(),
  figure: z.strictObject({ quality: qualitySchema, leadership: leadershipSchema }),
  motivation: motivationSchema,
  circumstances: z
    .array(z.string())
    .default([])
    .describe('rows of the THREAT LEVEL TABLE FOR CONFIDENCE TESTS that apply'),
  threat_level: z
    .number()
    .int()
    .min(0)
    .max(20)
    .optional()
    .describe("an umpire's own threat level, instead of circumstances"),
});

export type IndependentFigureScenarioCell = z.output<typeof independentFigureCellSchema>;
