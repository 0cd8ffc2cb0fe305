import { z } from 'zod';
import { criticalTableSchema, hitRollSchema } from '../scenarioSchemas.js';

/** A man-to-man `resolve: skill-roll` scenario cell: 3d6 against a modified attribute (4.0, 4.4). */
export const skillRollCellSchema = z.strictObject({
  system: z.literal('man-to-man'),
  resolve: z.literal('skill-roll'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: z.strictObject({ 'hit-roll': hitRollSchema, criticals: criticalTableSchema }).prefault({}),
  attribute: z
    .number()
    .min(0)
    .max(30)
    .describe('the attribute rolled against (DEX to hit; 2.0: 12 for every troop type), halved if wounded'),
  modifier: z.number().min(-30).max(30).default(0).describe('sum of the modifiers (4.1, 4.2) added to the attribute'),
});

export type SkillRollScenarioCell = z.output<typeof skillRollCellSchema>;
