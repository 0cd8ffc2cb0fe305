import { z } from 'zod';
import { fireCellSchema, fireRulesSchema } from '../../fire/schema.js';
import { leadershipSchema, qualitySchema } from '../../scenarioSchemas.js';
import {
  confidenceNameSchema,
  fatigueSchema,
  houseThreatLevelsSchema,
  motivationSchema,
  twoLevelDropSchema,
} from '../moraleSchemas.js';

/** Rule variants: every fire variant plus the morale ones; documented in docs/rules/stargrunt2.md. */
const fireAndReactRulesSchema = z
  .strictObject({
    ...fireRulesSchema.unwrap().shape,
    'two-level-drop': twoLevelDropSchema,
    'test-leadership': z.enum(['new', 'old']).default('new'),
    'new-casualties-untreated': z
      .enum(['wounded', 'not-counted', 'dead-and-wounded'])
      .default('wounded')
      .describe('which casualties just inflicted count as untreated casualties in the test they trigger'),
  })
  .prefault({});

/** A Stargrunt II `resolve: fire-and-react` scenario cell: fire at infantry, then everything it triggers in the target. */
export const fireAndReactCellSchema = z.strictObject({
  ...fireCellSchema.shape,
  resolve: z.literal('fire-and-react'),
  rules: fireAndReactRulesSchema,
  threat_levels: houseThreatLevelsSchema.optional(),
  motivation: motivationSchema,
  target: z.strictObject({
    ...fireCellSchema.shape.target.shape,
    quality: qualitySchema,
    leadership: leadershipSchema,
    confidence: confidenceNameSchema.default('confident'),
    fatigue: fatigueSchema.optional(),
    suppression_markers: z.number().int().min(0).max(3).default(0).describe('suppression markers already on the unit'),
    previously_suppressed: z.boolean().default(false).describe('suppressed by fire before (no "FIRST time" test)'),
    fired_on_before: z.boolean().default(false).describe('fired on before (no panic test for Green troops)'),
    leader: z
      .number()
      .int()
      .min(1)
      .max(100)
      .default(1)
      .describe('the figure number of the unit leader in "who buys the farm"'),
    untreated_casualties: z.number().int().min(0).max(100).default(0).describe('untreated casualties before this fire'),
  }),
});

export type FireAndReactScenarioCell = z.output<typeof fireAndReactCellSchema>;
