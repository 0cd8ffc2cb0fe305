import { z } from 'zod';

/**
 * A Guns 'n Grenades `resolve: scout-roll-off` cell (Quick Reference Sheet, Scout: "If both players have scout units,
 * roll-off to see who places their units first"): a d6 each, the higher places first, a tie is rolled again.
 */
export const scoutRollOffCellSchema = z.strictObject({
  system: z.literal('guns-n-grenades'),
  resolve: z.literal('scout-roll-off'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: z
    .strictObject({
      ties: z
        .enum(['roll-again', 'nobody-first'])
        .default('roll-again')
        .describe('a tie is rolled again (the usual roll-off) or ends it with nobody first (both place at once)'),
    })
    .default({ ties: 'roll-again' }),
});

export type ScoutRollOffScenarioCell = z.output<typeof scoutRollOffCellSchema>;
