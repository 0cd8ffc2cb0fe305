import { z } from 'zod';
import { QUALITIES } from './data/qualities.js';

/** Common pieces of every Stargrunt II scenario schema. */

export const qualitySchema = z.enum(QUALITIES).describe('untrained | green | regular | veteran | elite');

export const leadershipSchema = z
  .number()
  .int()
  .min(1)
  .max(3)
  .describe('Leadership Value: 1 (inspiring) to 3 (poor)');

/** A Stargrunt II die type, optionally multiplied: d4, d6, d8, d10, d12, d12x3. */
export const dieTextSchema = z
  .string()
  .regex(/^[dD](4|6|8|10|12)([xX][1-9])?$/, 'a die type: d4, d6, d8, d10 or d12, optionally multiplied like d12x2')
  .describe('a die type: d4, d6, d8, d10 or d12 (optionally multiplied, e.g. d12x2)');

/** A plain die type without multiplier. */
export const plainDieTextSchema = z
  .string()
  .regex(/^[dD](4|6|8|10|12)$/, 'a die type: d4, d6, d8, d10 or d12')
  .describe('a die type: d4, d6, d8, d10 or d12');

const smallArmDefinition = z.strictObject({
  class: z.literal('small-arms'),
  firepower: z.number().positive().max(12).describe('firepower per trooper (0.5, 1, 2, 3 …)'),
  impact: dieTextSchema,
  close_range: z.boolean().default(false).describe('only effective up to one range band'),
});

const supportWeaponDefinition = z.strictObject({
  class: z.enum(['support', 'sniper']),
  firepower: plainDieTextSchema.describe('support firepower die added to the squad roll'),
  impact: dieTextSchema,
  heavy_at_point_targets: z.boolean().default(false).describe('asterisked: doubled impact on major hits against point targets'),
});

/** House weapons: `weapons: { plasma-carbine: { class: small-arms, firepower: 2, impact: d12 } }`. */
export const customWeaponsSchema = z
  .record(z.string(), z.discriminatedUnion('class', [smallArmDefinition, supportWeaponDefinition]))
  .describe('house weapons, added to or replacing the generic weapons table by name');

/** House armour: `armour: { ablative-mesh: d8 }`. */
export const customArmourSchema = z
  .record(z.string(), plainDieTextSchema)
  .describe('house armour types, added to or replacing the armour table by name');

export const coverSchema = z.enum(['open', 'soft', 'hard']);
