import { z } from 'zod';
import { passage } from '../../rulebookPassage.js';
import { PINNED_MODIFIER_PER_COUNTER, PINNED_THRESHOLD } from '../data/tables.js';
import { skillDiceSchema } from '../schemaParts.js';
import { skillRollRulesSchema } from '../skillRoll/schema.js';

/** Rule variants and parameters of removing Pinned! counters: the skill roll's, with the test's numbers. */
const pinnedRemovalRulesSchema = skillRollRulesSchema
  .unwrap()
  .extend({
    'pinned-threshold': z
      .number()
      .int()
      .min(0)
      .max(30)
      .default(PINNED_THRESHOLD)
      .describe(
        `the Threshold of the Infantry Skill test that removes one counter ${passage('Pinned!', 'pass an Infantry Skill test versus a Threshold equal to 4')}`,
      ),
    'modifier-per-counter': z
      .number()
      .int()
      .min(-10)
      .max(10)
      .default(PINNED_MODIFIER_PER_COUNTER)
      .describe(
        `added to the test for each counter still on the squad ${passage('Pinned!', 'receive a -1 modifier per counter to all their Actions')}`,
      ),
  })
  .prefault({});

/** A Silhouette `resolve: pinned-removal` cell (Pinned!: removing counters, an Action and an Infantry Skill test each). */
export const pinnedRemovalCellSchema = z.strictObject({
  system: z.literal('silhouette'),
  resolve: z.literal('pinned-removal'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: pinnedRemovalRulesSchema,
  counters: z
    .number()
    .int()
    .min(1)
    .max(10)
    .default(1)
    .describe('Pinned! counters on the squad (one when attacked for MoS 0, two when troopers were wounded)'),
  skill: skillDiceSchema.default(2).describe('Infantry Skill: dice rolled'),
  modifier: z
    .number()
    .int()
    .min(-20)
    .max(20)
    .default(0)
    .describe("other modifiers to the test (the counters' −1 each is added by the rules)"),
  // Each action is one roll in every trial; 50 actions is many rounds and bounds the work.
  max_actions: z
    .number()
    .int()
    .min(1)
    .max(50)
    .default(6)
    .describe('Actions the squad spends trying, at most (1 to 50)'),
});

export type PinnedRemovalScenarioCell = z.output<typeof pinnedRemovalCellSchema>;
