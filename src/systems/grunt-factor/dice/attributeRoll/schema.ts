import { z } from 'zod';
import { commonCellKeys } from '../../common/schemas.js';

/** The attributes a bare d20 roll-under is made against (Definitions: CC, RC, LD). */
const ROLLED_ATTRIBUTES = ['ld', 'rc', 'cc'] as const;

/** A grunt-factor `resolve: attribute-roll` scenario cell: a d20 at or under LD, RC or CC given as a number. */
export const attributeRollCellSchema = z.strictObject({
  system: z.literal('grunt-factor'),
  resolve: z.literal('attribute-roll'),
  ...commonCellKeys,
  rules: z.strictObject({}).default({}),
  attribute: z
    .enum(ROLLED_ATTRIBUTES)
    .describe('the attribute rolled against: ld (Leadership) | rc (Ranged Combat) | cc (Close Combat)'),
  value: z
    .number()
    .int()
    .min(0)
    .max(40)
    .describe('the attribute itself, e.g. 14 (already halved where panic or the command radius halve it)'),
  modifier: z
    .number()
    .int()
    .min(-40)
    .max(40)
    .default(0)
    .describe('sum of the modifiers added to the value (cover, aim, LOS …)'),
});

export type AttributeRollScenarioCell = z.output<typeof attributeRollCellSchema>;
