import { z } from 'zod';
import { extraSixSchema, fumbleVariant } from '../rulesSchema.js';

/** Rule variants of a skill roll (docs/rules/silhouette.md). */
export const skillRollRulesSchema = z
  .strictObject({
    fumble: fumbleVariant,
    'threshold-draw': z
      .enum(['fails', 'succeeds'])
      .default('fails')
      .describe('a total equal to the threshold: fails (draws are won by the defender) or succeeds'),
    'extra-six': extraSixSchema,
  })
  .prefault({});

/** A Silhouette `resolve: skill-roll` cell (BASIC GAME MECHANISMS). */
export const skillRollCellSchema = z.strictObject({
  system: z.literal('silhouette'),
  resolve: z.literal('skill-roll'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: skillRollRulesSchema,
  dice: z.number().int().min(1).max(10).describe('dice rolled: the Skill level'),
  modifier: z.number().int().min(-20).max(20).default(0).describe('sum of the modifiers added to the roll'),
  threshold: z.number().int().min(0).max(30).optional().describe('the Threshold of an unopposed test'),
});

export type SkillRollScenarioCell = z.output<typeof skillRollCellSchema>;
