import { z } from 'zod';
import { GRADES } from '../data/grades.js';

/** Common pieces of the grunt-factor scenario schemas. */

export const gradeSchema = z.enum(GRADES).describe('untrained | green | regular | veteran | elite');

export const armourSchema = z.number().int().min(0).max(40).describe('A (armour/stamina); default: the grade\'s A');

export const roundingSchema = z.enum(['down', 'up']);

/** `rules.damage-times`: what "10(x2)" in a Dam column means. */
export const damageTimesSchema = z.enum(['rolls', 'multiply']).default('rolls');

export const commonCellKeys = {
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
};

/** A soldier whose LD a roll uses: a grade, a CO or not (+1 LD), or the LD itself (see soldierLd). */
export function ldSoldierFields(coByDefault: boolean) {
  return {
    grade: gradeSchema.default('regular'),
    co: z.boolean().default(coByDefault).describe('a CO: the grade\'s LD +1'),
    ld: z.number().int().min(0).max(40).optional().describe('LD, replacing the grade\'s (and the CO\'s +1)'),
  };
}
