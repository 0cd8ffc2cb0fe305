import { z } from 'zod';
import { passage } from '../../rulebookPassage.js';
import { BAD_JAM_MODIFIER } from '../data/criticals.js';
import { characterFields, hitRollSchema } from '../scenarioSchemas.js';

/** A man-to-man `resolve: un-jam` scenario cell (4.4 Critical Failures 17 and 18, 3.0 Action). */
export const unJamCellSchema = z.strictObject({
  system: z.literal('man-to-man'),
  resolve: z.literal('un-jam'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: z
    .strictObject({
      'hit-roll': hitRollSchema,
      'bad-jam-modifier': z
        .number()
        .int()
        .min(-20)
        .max(20)
        .default(BAD_JAM_MODIFIER)
        .describe(
          `added to INT to clear the jam of an 18 ${passage('4.4 Critical Hits and Critical Failures', 'requires an action roll on INT -4 to un-jam')}`,
        ),
    })
    .prefault({}),
  firer: z.strictObject(characterFields).default({ troop: 'private', wounded: false }),
  jam: z
    .enum(['17', '18'])
    .default('17')
    .describe('the roll that jammed the weapon: 17 (un-jam on INT) or 18 (on INT −4)'),
  // Each action is one roll in every trial; 100 actions is far beyond any game and bounds the work.
  max_actions: z
    .number()
    .int()
    .min(1)
    .max(100)
    .default(5)
    .describe('Actions the firer spends trying, at most (1 to 100)'),
  modifier: z.number().min(-30).max(30).default(0).describe('a house modifier added to INT (the rulebook gives none)'),
});

export type UnJamScenarioCell = z.output<typeof unJamCellSchema>;
