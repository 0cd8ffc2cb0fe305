import { z } from 'zod';
import { coLdBonusSchema } from '../common/ruleParameters.js';
import { commonCellKeys, ldSoldierFields } from '../common/schemas.js';

/** Rule variants of the initiative roll; documented in docs/rules/grunt-factor.md. */
const initiativeRulesSchema = z
  .strictObject({
    'initiative-die': z
      .enum(['d20', 'd6'])
      .default('d20')
      .describe('"Roll a dice each": the d20 every other roll of the game uses, or a d6'),
    'co-ld-bonus': coLdBonusSchema,
  })
  .prefault({});

/** One army in the initiative roll: its highest LD, given or from a grade (and the CO's +1). */
const armySchema = z.strictObject(ldSoldierFields(true)).describe("the army's highest LD: its leader's");

/** A grunt-factor `resolve: initiative` scenario cell (Turn sequence, step 1). */
export const initiativeCellSchema = z.strictObject({
  system: z.literal('grunt-factor'),
  resolve: z.literal('initiative'),
  ...commonCellKeys,
  rules: initiativeRulesSchema,
  army_a: armySchema.default({ grade: 'regular', co: true }),
  army_b: armySchema.default({ grade: 'regular', co: true }),
});

export type InitiativeScenarioCell = z.output<typeof initiativeCellSchema>;
