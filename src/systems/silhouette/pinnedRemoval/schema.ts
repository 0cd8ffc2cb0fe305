import { z } from 'zod';
import { skillRollRulesSchema } from '../skillRoll/schema.js';
import { skillDiceSchema } from '../schemaParts.js';

/** A Silhouette `resolve: pinned-removal` cell (Pinned!: removing counters, an Action and an Infantry Skill test each). */
export const pinnedRemovalCellSchema = z.strictObject({
  system: z.literal('silhouette'),
  resolve: z.literal('pinned-removal'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: skillRollRulesSchema,
  counters: z.number().int().min(1).max(10).default(1).describe('Pinned! counters on the squad (one when attacked for MoS 0, two when troopers were wounded)'),
  skill: skillDiceSchema.default(2).describe('Infantry Skill: dice rolled'),
  modifier: z.number().int().min(-20).max(20).default(0).describe('other modifiers to the test (the counters\' −1 each is added by the rules)'),
  // Each action is one roll in every trial; 50 actions is many rounds and bounds the work.
  max_actions: z.number().int().min(1).max(50).default(6).describe('Actions the squad spends trying, at most (1 to 50)'),
});

export type PinnedRemovalScenarioCell = z.output<typeof pinnedRemovalCellSchema>;
