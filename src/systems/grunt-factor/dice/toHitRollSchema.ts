import { z } from 'zod';
import { commonCellKeys } from '../common/schemas.js';

/** A grunt-factor `resolve: to-hit-roll` scenario cell (To Hit your target, on its own). */
export const toHitRollCellSchema = z.strictObject({
  system: z.literal('grunt-factor'),
  resolve: z.literal('to-hit-roll'),
  ...commonCellKeys,
  rules: z.strictObject({}).default({}),
  rc: z
    .number()
    .int()
    .min(0)
    .max(40)
    .describe("the firer's RC (Basic soldiers: untrained 4, green 6, regular 7, veteran 8, elite 10)"),
  modifier: z
    .number()
    .int()
    .min(-40)
    .max(40)
    .default(0)
    .describe('sum of the to-hit modifiers (range, cover, aim …), in RC points'),
});

export type ToHitRollScenarioCell = z.output<typeof toHitRollCellSchema>;
