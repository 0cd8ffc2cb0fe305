import { z } from 'zod';

/**
 * A Guns 'n Grenades `resolve: opposed-roll` cell: How Combat Works on its own, "both players roll 1 six sided
 * die and add their appropriate bonuses, ATK if your unit is attacking, DEF if your unit is being attacked."
 * Fast Shot ("May re-roll an attack. Second roll sticks regardless of what you rolled.") is taken after a miss
 * only, read by the shared `fast-shot` variant.
 */
export const opposedRollCellSchema = z.strictObject({
  system: z.literal('guns-n-grenades'),
  resolve: z.literal('opposed-roll'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: z
    .strictObject({ 'fast-shot': z.enum(['reroll-attacker-die', 'reroll-both-dice']).default('reroll-attacker-die') })
    .default({ 'fast-shot': 'reroll-attacker-die' }),
  atk: z
    .number()
    .int()
    .min(-10)
    .max(30)
    .describe("the attacker's total ATK bonus (unit +2…+6, Hollow Point +2, Bayonets +1)"),
  def: z
    .number()
    .int()
    .min(-10)
    .max(30)
    .describe("the defender's total DEF bonus (unit +1…+4, cover +3, hunker +2, Body Armor +1)"),
  fast_shot: z.boolean().default(false).describe('the attacker has the Fast Shot tag: one re-roll after a miss'),
});

export type OpposedRollScenarioCell = z.output<typeof opposedRollCellSchema>;
