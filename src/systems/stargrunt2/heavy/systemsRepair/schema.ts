import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';

/** Rule variants of the SYSTEMS repair; documented in docs/rules/stargrunt2.md. */
const systemsRepairRulesSchema = z
  .strictObject({
    'repair-attempts': z
      .enum(['one-per-activation', 'every-action'])
      .default('one-per-activation')
      .describe(
        'one-per-activation: one action and one D6 each activation (default); every-action: both actions try, one D6 each',
      ),
  })
  .prefault({});

/** A Stargrunt II `resolve: systems-repair` cell: getting a SYSTEMS-hit vehicle's backups on line (NON-PENETRATING HITS ON VEHICLES). */
export const systemsRepairCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('systems-repair'),
  rules: systemsRepairRulesSchema,
  activations: z
    .number()
    .int()
    .min(1)
    .max(50)
    .describe('activations of the vehicle followed while it has the SYS marker'),
  success_on: z
    .number()
    .int()
    .min(1)
    .max(6)
    .default(5)
    .describe(
      'the lowest D6 score that gets the backups on line — rulebook: NON-PENETRATING HITS ON VEHICLES, "on a score of 5 or 6 the backups are functioning and the SYS counter is removed"',
    ),
});

export type SystemsRepairScenarioCell = z.output<typeof systemsRepairCellSchema>;
