import { z } from 'zod';
import { rangedAttackRulesSchema } from '../rangedAttack/schema.js';
import { customWeaponsSchema, rangedAttackerSchema, vehicleDefenderSchema } from '../schemaParts.js';

/** One target of walking fire: where it is and who it is. */
const walkingTargetSchema = z.strictObject({
  range: z.number().min(0).max(1000).default(0).describe('distance in cm'),
  in_contact: z.boolean().default(false),
  obscurement: z.number().int().min(0).max(20).default(0),
  arc: z.enum(['front', 'flank', 'rear']).default('front'),
  defender: vehicleDefenderSchema,
});

/** A Silhouette `resolve: walking-fire` cell: one burst weapon attacking several vehicles (BURST FIRE, Walking Fire). */
export const walkingFireCellSchema = z.strictObject({
  system: z.literal('silhouette'),
  resolve: z.literal('walking-fire'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  // Walking fire is a ranged attack at each target in turn: the same rules.
  rules: rangedAttackRulesSchema,
  weapons: customWeaponsSchema.optional(),
  attacker: rangedAttackerSchema,
  weapon: z.string(),
  rof_used: z.number().int().min(1).max(20).optional().describe('points of RoF fired (ammunition); default all'),
  targets: z.array(walkingTargetSchema).min(1).max(11),
});

export type WalkingFireScenarioCell = z.output<typeof walkingFireCellSchema>;
