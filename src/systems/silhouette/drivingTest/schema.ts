import { z } from 'zod';
import { skillDiceSchema } from '../schemaParts.js';
import { skillRollRulesSchema } from '../skillRoll/schema.js';

/** A Silhouette `resolve: driving-test` cell (TERRAIN: treacherous terrain marked D, a Driving test on entering). */
export const drivingTestCellSchema = z.strictObject({
  system: z.literal('silhouette'),
  resolve: z.literal('driving-test'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: skillRollRulesSchema,
  skill: skillDiceSchema.default(2).describe('Driving (Piloting) Skill: dice rolled'),
  modifier: z.number().int().min(-20).max(20).default(0).describe('modifiers to the test (house rules, flaws)'),
  mp_cost: z.number().int().min(0).max(20).default(2).describe("the terrain's MP cost, the Threshold of the test"),
  // One test per entry; 20 is a long drive through bad ground and bounds the work.
  entries: z
    .number()
    .int()
    .min(1)
    .max(20)
    .default(1)
    .describe('times the vehicle enters (or starts its move in) D terrain this round'),
});

export type DrivingTestScenarioCell = z.output<typeof drivingTestCellSchema>;
