import { z } from 'zod';
import { commonCellKeys, gradeSchema, roundingSchema } from '../common/schemas.js';

/** A grunt-factor `resolve: mortar-activation` scenario cell (50/80/120mm Mortar special rules; FO). */
export const mortarActivationCellSchema = z.strictObject({
  system: z.literal('grunt-factor'),
  resolve: z.literal('mortar-activation'),
  ...commonCellKeys,
  rules: z.strictObject({ 'out-of-command-rounding': roundingSchema.default('down') }).default({ 'out-of-command-rounding': 'down' }),
  fo: z.strictObject({ grade: gradeSchema, co: z.boolean().default(false), in_command_radius: z.boolean().default(true) }),
  mortars: z.number().int().min(1).max(2).default(1).describe('artillery pieces the FO handles (at most 2)'),
});

export type MortarActivationScenarioCell = z.output<typeof mortarActivationCellSchema>;
