import { z } from 'zod';
import { commonCellKeys, gradeSchema } from '../common/schemas.js';

/** Rule variants of the initiative roll; documented in docs/rules/grunt-factor.md. */
export const initiativeRulesSchema = z
  .strictObject({
    'initiative-die': z
      .enum(['d20', 'd6'])
      .default('d20')
      .describe('"Roll a dice each": the d20 every other roll of the game uses, or a d6'),
  })
  .default({ 'initiative-die': 'd20' });

/** One army in the initiative roll: its highest LD, given or from a grade (and the CO's +1). */
const armySchema = z.strictObject({
  ld: z.number().int().min(0).max(40).optional().describe('the highest LD in the army; default: the grade\'s LD (+1 with a CO)'),
  grade: gradeSchema.default('regular'),
  co: z.boolean().default(true).describe('the army has a CO, whose LD is the grade\'s +1'),
});

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
