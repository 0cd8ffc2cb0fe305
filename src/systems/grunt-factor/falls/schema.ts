import { z } from 'zod';
import { armourSchema, commonCellKeys, damageTimesSchema, gradeSchema } from '../common/schemas.js';

const fallRulesSchema = z
  .strictObject({
    'damage-times': damageTimesSchema,
    'height-edge': z.enum(['lower-row', 'upper-row']).default('lower-row'),
  })
  .default({ 'damage-times': 'rolls', 'height-edge': 'lower-row' });

const figureSchema = z.strictObject({ grade: gradeSchema, armour: armourSchema.optional() });

/** A grunt-factor `resolve: jump` scenario cell (Jump). */
export const jumpCellSchema = z.strictObject({
  system: z.literal('grunt-factor'),
  resolve: z.literal('jump'),
  ...commonCellKeys,
  rules: fallRulesSchema,
  figure: figureSchema,
  height: z.number().min(0).max(1000).describe('height of the jump (or fall) in cm'),
});

/** A grunt-factor `resolve: climb-and-fall` scenario cell (Climb). */
export const climbCellSchema = z.strictObject({
  system: z.literal('grunt-factor'),
  resolve: z.literal('climb-and-fall'),
  ...commonCellKeys,
  rules: fallRulesSchema,
  figure: figureSchema,
  height: z.number().min(1).max(54).describe('height to climb in cm (3 cm per action)'),
});

export type JumpScenarioCell = z.output<typeof jumpCellSchema>;
export type ClimbScenarioCell = z.output<typeof climbCellSchema>;
