import { z } from 'zod';
import { GRADES } from '../data/grades.js';

/** Common pieces of the grunt-factor scenario schemas. */

export const gradeSchema = z.enum(GRADES).describe('untrained | green | regular | veteran | elite');

export const armourSchema = z.number().int().min(0).max(40).describe("A (armour/stamina); default: the grade's A");

export const roundingSchema = z.enum(['down', 'up']);

/** `rules.damage-times`: what "10(x2)" in a Dam column means. */
export const damageTimesSchema = z.enum(['rolls', 'multiply']).default('rolls');

/** How many of a target's figures an explosion template covers when a shot lands on it (the rulebook gives no sizes). */
export const underTemplateSchema = z
  .strictObject({
    small: z
      .number()
      .int()
      .min(1)
      .max(40)
      .optional()
      .describe('figures under a Small Explosion Template (50/80mm mortars)'),
    large: z
      .number()
      .int()
      .min(1)
      .max(40)
      .optional()
      .describe('figures under a Large Explosion Template (120mm mortar, IG7.5 infantry gun)'),
  })
  .describe('figures of the target under an explosion template centred on the figure hit, the figure hit included');

export const commonCellKeys = {
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
};

/**
 * A squad's LD as a number, the alternative to its grade (exactly one of the two; see gradeOrLdIssues): it
 * replaces the grade's LD and the CO's +1, and is still halved outside the command radius.
 */
export const squadLdSchema = z
  .number()
  .int()
  .min(0)
  .max(40)
  .optional()
  .describe("the LD itself, e.g. 14, instead of grade (it replaces the grade's LD and the CO's +1)");

/** A soldier whose LD a roll uses: a grade, a CO or not (+1 LD, rules.co-ld-bonus), or the LD itself (see soldierLd). */
export function ldSoldierFields(coByDefault: boolean) {
  return {
    grade: gradeSchema.default('regular'),
    co: z.boolean().default(coByDefault).describe("a CO: the grade's LD +1"),
    ld: z.number().int().min(0).max(40).optional().describe("LD, replacing the grade's (and the CO's +1)"),
  };
}
