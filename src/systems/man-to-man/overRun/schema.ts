import { z } from 'zod';
import { passage } from '../../rulebookPassage.js';
import { characterGroupsSchema, criticalTableSchema, hitRollSchema } from '../scenarioSchemas.js';

/** Rule variants of the over-run roll; documented in docs/rules/man-to-man.md. */
const overRunRulesSchema = z
  .strictObject({
    'hit-roll': hitRollSchema,
    'over-run-criticals': z
      .enum(['none', 'as-to-hit'])
      .default('none')
      .describe('whether 3-5 always avoid and 16-18 always fail the DEX roll (4.4 speaks of rolls to hit only)'),
    criticals: criticalTableSchema.describe(
      `the critical table the DEX roll reads under over-run-criticals: as-to-hit (a critical hit avoids, a critical failure does not) ${passage('4.4 Critical Hits and Critical Failures', 'Roll Result')}`,
    ),
  })
  .prefault({});

/** A man-to-man `resolve: over-run` scenario cell (8.2 Over-running infantry and crews). */
export const overRunCellSchema = z.strictObject({
  system: z.literal('man-to-man'),
  resolve: z.literal('over-run'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: overRunRulesSchema,
  characters: characterGroupsSchema("in the AFV's path"),
  modifier: z
    .number()
    .min(-30)
    .max(30)
    .default(0)
    .describe('a house modifier added to every DEX (the rulebook gives none)'),
});

export type OverRunScenarioCell = z.output<typeof overRunCellSchema>;
