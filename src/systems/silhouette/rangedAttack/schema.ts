import { z } from 'zod';
import {
  burstDmPerRofSchema,
  damageThresholdsSchema,
  defenseBonusesSchema,
  extraSixSchema,
  fumbleVariant,
  heavyDamageVariant,
  infantryRofBonusSchema,
  lastMoveVariant,
} from '../rulesSchema.js';
import { customWeaponsSchema, rangedAttackerSchema, shotSchema, vehicleDefenderSchema } from '../schemaParts.js';

/** Rule variants of a ranged attack on a vehicle (docs/rules/silhouette.md). */
export const rangedAttackRulesSchema = z
  .strictObject({
    fumble: fumbleVariant,
    'last-move-20-plus': lastMoveVariant,
    'heavy-damage': heavyDamageVariant,
    'damage-thresholds': damageThresholdsSchema,
    'burst-dm-per-rof': burstDmPerRofSchema,
    'infantry-rof-bonus': infantryRofBonusSchema,
    'extra-six': extraSixSchema,
    'defense-bonuses': defenseBonusesSchema,
  })
  .prefault({});

/** A Silhouette `resolve: ranged-attack` cell: one ranged attack on a vehicle (RANGED ATTACKS, BURST FIRE, DAMAGE). */
export const rangedAttackCellSchema = z.strictObject({
  system: z.literal('silhouette'),
  resolve: z.literal('ranged-attack'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: rangedAttackRulesSchema,
  weapons: customWeaponsSchema.optional(),
  attacker: rangedAttackerSchema,
  ...shotSchema,
  arc: z.enum(['front', 'flank', 'rear']).default('front').describe('Arc of Attack: where the attack comes from'),
  defender: vehicleDefenderSchema,
});

export type RangedAttackScenarioCell = z.output<typeof rangedAttackCellSchema>;
