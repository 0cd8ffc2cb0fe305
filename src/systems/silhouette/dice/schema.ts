import { z } from 'zod';
import { extraSixSchema, fumbleVariant } from '../rulesSchema.js';

const roll = (who: string) =>
  z.strictObject({
    dice: z.number().int().min(1).max(10).describe(`${who}'s dice: the Skill level`),
    modifier: z.number().int().min(-20).max(20).default(0).describe(`sum of the ${who}'s modifiers`),
  });

/**
 * A Silhouette `resolve: opposed-roll` cell, BASIC GAME MECHANISMS as a bare opposed test: N d6 (highest die,
 * +1 per extra 6, all 1s a fumble) plus a modifier against M d6 plus a modifier.
 */
export const opposedRollCellSchema = z.strictObject({
  system: z.literal('silhouette'),
  resolve: z.literal('opposed-roll'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: z.strictObject({ fumble: fumbleVariant, 'extra-six': extraSixSchema }).prefault({}),
  attack: roll('attacker'),
  defense: roll('defender'),
});

export type OpposedRollScenarioCell = z.output<typeof opposedRollCellSchema>;
