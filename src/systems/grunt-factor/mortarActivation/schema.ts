import { z } from 'zod';
import { coLdBonusSchema } from '../common/ruleParameters.js';
import { ruleTable } from '../common/ruleTable.js';
import { commonCellKeys, gradeSchema, roundingSchema } from '../common/schemas.js';

/** A grunt-factor `resolve: mortar-activation` scenario cell (50/80/120mm Mortar special rules; FO). */
export const mortarActivationCellSchema = z.strictObject({
  system: z.literal('grunt-factor'),
  resolve: z.literal('mortar-activation'),
  ...commonCellKeys,
  rules: z
    .strictObject({
      'out-of-command-rounding': roundingSchema.default('down'),
      'co-ld-bonus': coLdBonusSchema,
      'firing-actions': ruleTable(
        {
          first: {
            book: 3,
            says: 'firing actions of each mortar when the FO\'s first LD check succeeds — rulebook: 50mm Mortar, "Success in first action = 3 firing actions from each mortar"',
          },
          second: {
            book: 2,
            says: 'firing actions of each mortar when the second check succeeds — rulebook: 50mm Mortar, "Success in second action = 2 firing actions from each mortar"',
          },
          third: {
            book: 1,
            says: 'firing actions of each mortar when the third check succeeds — rulebook: 50mm Mortar, "Success in third action = 1 firing actions from each mortar"',
          },
        },
        0,
        10,
      ),
    })
    .prefault({}),
  fo: z.strictObject({
    grade: gradeSchema,
    co: z.boolean().default(false),
    in_command_radius: z.boolean().default(true),
  }),
  mortars: z.number().int().min(1).max(2).default(1).describe('artillery pieces the FO handles (at most 2)'),
});

export type MortarActivationScenarioCell = z.output<typeof mortarActivationCellSchema>;
